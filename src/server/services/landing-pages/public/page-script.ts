/**
 * The one script of a public page, inlined and allowed by its hash (page-headers.ts), the same
 * text on every page (what differs is in the page's data attributes). It does three things:
 *
 * - corrects the device-specific parts when the page came from a cache that served it to
 *   another device: the `sms:` links, which of SMS buttons and 'Donate online' shows, and the
 *   app link, by exactly the patterns and formula of device.ts (their sources are written in);
 * - moves the progress bar: `GET /p/{slug}/progress` at once and then every POLL_MS while the
 *   page is visible (a hidden tab asks nothing), until the page says donations are closed. The
 *   answer may come from a cache for up to its max-age (a second: HAProxy's, deploy/haproxy.cfg),
 *   filled by either server, so the bar never moves back to a lower total than it showed;
 * - posts the consent form as JSON and says thanks in place.
 *
 * Written as text (not a compiled function) so the bytes sent are the bytes hashed, with no
 * build step between them.
 */
import { ANDROID_USER_AGENT, IOS_USER_AGENT } from './device';

/**
 * How often an open page asks for its total. With the caches before it (HAProxy's, up to 1 s; the
 * server's, 0.2 s), the counter's pause (250 ms), the intake and the counting, an SMS shows within
 * about 5 s. Asking more often was tried (2 and 2.5 s): on the bench's two cores the extra polls
 * slowed everything more than they gained (`npm run bench:peak`).
 */
export const POLL_MS = 3_000;

const regexLiteral = (pattern: RegExp) => `/${pattern.source}/${pattern.flags}`;

export const PAGE_SCRIPT = `(()=>{
const d=document,b=d.body,q=(id)=>d.getElementById(id),ua=navigator.userAgent;
const device=${regexLiteral(IOS_USER_AGENT)}.test(ua)?'ios':${regexLiteral(ANDROID_USER_AGENT)}.test(ua)?'android':'other';
const sms=q('sms'),online=q('online'),app=q('app');
if(sms){
for(const a of sms.querySelectorAll('a[data-code]'))a.href='sms:'+a.dataset.code+(device==='ios'?'&':'?')+'body='+encodeURIComponent(a.dataset.keyword);
const desktop=device==='other'&&!!online;
sms.hidden=desktop;
if(online)online.hidden=!desktop;
}
if(app){const href=app.dataset[device]||app.dataset.other;if(href)app.href=href;app.parentElement.hidden=!href;}
const url=b.dataset.progress;
if(url){
const bar=q('bar'),raised=q('raised'),percent=q('percent'),done=q('complete'),closed=q('closed');
let timer=0,busy=false,stopped=false,shown=0;
const show=(p)=>{
if(p.total>=shown){
shown=p.total;
raised.textContent=p.total.toLocaleString('en-US');
if(bar&&p.percent!==null){bar.value=Math.min(100,Math.max(0,p.percent));percent.textContent=p.percent+'%';}
if(done)done.hidden=!p.complete;
}
if(p.closed){stopped=true;if(sms)sms.hidden=true;if(online)online.hidden=true;if(closed)closed.hidden=false;}
};
const tick=()=>{
if(busy||stopped||d.visibilityState!=='visible')return;
clearTimeout(timer);busy=true;
fetch(url,{headers:{accept:'application/json'}}).then((r)=>r.ok?r.json():null).then((p)=>{if(p)show(p);},()=>{}).then(()=>{busy=false;if(!stopped)timer=setTimeout(tick,${POLL_MS});});
};
d.addEventListener('visibilitychange',tick);
tick();
}
const form=q('consent');
if(form)form.addEventListener('submit',(event)=>{
event.preventDefault();
const status=q('consent-status'),name=q('consent-name').value.trim(),fields=form.querySelectorAll('input,button');
for(const field of fields)field.disabled=true;
fetch(form.dataset.action,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(name?{agreed:true,name}:{agreed:true})})
.then((r)=>{if(!r.ok)throw new Error(String(r.status));status.textContent=form.dataset.thanks;})
.catch(()=>{status.textContent=form.dataset.failed;for(const field of fields)field.disabled=false;});
});
})();`;
