/**
 * The words main itself shows (menus, the About box, update dialogs), in English and Arabic.
 * Main draws them with the operating system's widgets before and beside the renderer, so they
 * follow the system's language rather than the renderer's choice. Values that read left to
 * right (versions, addresses) are wrapped in Unicode isolates inside Arabic text, the native
 * dialogs' counterpart of `<bdi>`.
 */

/** First strong isolate … pop directional isolate: keeps "1.2.3" or a URL whole inside Arabic. */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

export interface DesktopTexts {
  fileMenu: string;
  editMenu: string;
  viewMenu: string;
  windowMenu: string;
  helpMenu: string;
  about: (appName: string) => string;
  version: (version: string) => string;
  openLogsFolder: string;
  checkForUpdates: string;
  ok: string;
  updateReadyTitle: string;
  updateReady: (version: string) => string;
  restartNow: string;
  later: string;
  updatesTitle: string;
  updatesOffDevelopment: string;
  updatesOffNoFeed: string;
  updatesOffInsecureFeed: (url: string) => string;
  upToDate: (version: string) => string;
  updateDownloading: (version: string) => string;
  updateCheckFailed: string;
  updateRefusedChecksum: string;
  updateRefusedSignature: string;
}

export const desktopTextsEn: DesktopTexts = {
  fileMenu: 'File',
  editMenu: 'Edit',
  viewMenu: 'View',
  windowMenu: 'Window',
  helpMenu: 'Help',
  about: (appName) => `About ${appName}`,
  version: (version) => `Version ${version}`,
  openLogsFolder: 'Open logs folder',
  checkForUpdates: 'Check for updates…',
  ok: 'OK',
  updateReadyTitle: 'Update ready',
  updateReady: (version) => `Version ${version} has been downloaded. Restart the back-office now to install it, or choose Later to be asked again the next time it starts.`,
  restartNow: 'Restart and install',
  later: 'Later',
  updatesTitle: 'Updates',
  updatesOffDevelopment: 'Updates are off in a development run.',
  updatesOffNoFeed: 'Updates are off: no update address is configured. Ask your administrator.',
  updatesOffInsecureFeed: (url) => `Updates are off: the update address ${url} is not secure (https).`,
  upToDate: (version) => `You have the latest version (${version}).`,
  updateDownloading: (version) => `Version ${version} is being downloaded. You will be asked to restart when it is ready.`,
  updateCheckFailed: 'The update check failed. Check the network connection; the details are in the logs folder.',
  updateRefusedChecksum: 'An update was refused because its file does not match the published checksum. Nothing was installed. Tell your administrator.',
  updateRefusedSignature: 'An update was refused because it is not signed by the publisher of this app. Nothing was installed. Tell your administrator.',
};

export const desktopTextsAr: DesktopTexts = {
  fileMenu: 'ملف',
  editMenu: 'تحرير',
  viewMenu: 'عرض',
  windowMenu: 'نافذة',
  helpMenu: 'مساعدة',
  about: (appName) => `حول ${isolate(appName)}`,
  version: (version) => `الإصدار ${isolate(version)}`,
  openLogsFolder: 'فتح مجلد السجلات',
  checkForUpdates: 'البحث عن تحديثات…',
  ok: 'حسناً',
  updateReadyTitle: 'التحديث جاهز',
  updateReady: (version) => `تم تنزيل الإصدار ${isolate(version)}. أعد تشغيل التطبيق الآن لتثبيته، أو اختر «لاحقاً» ليُسأل عنه مجدداً عند التشغيل التالي.`,
  restartNow: 'إعادة التشغيل والتثبيت',
  later: 'لاحقاً',
  updatesTitle: 'التحديثات',
  updatesOffDevelopment: 'التحديثات متوقفة في نسخة التطوير.',
  updatesOffNoFeed: 'التحديثات متوقفة: لم يُضبط عنوان التحديثات. راجع مسؤول النظام.',
  updatesOffInsecureFeed: (url) => `التحديثات متوقفة: عنوان التحديثات ${isolate(url)} غير آمن (https).`,
  upToDate: (version) => `لديك أحدث إصدار (${isolate(version)}).`,
  updateDownloading: (version) => `يجري تنزيل الإصدار ${isolate(version)}. سيُطلب منك إعادة التشغيل عندما يصبح جاهزاً.`,
  updateCheckFailed: 'تعذّر البحث عن التحديثات. تحقق من الاتصال بالشبكة؛ التفاصيل في مجلد السجلات.',
  updateRefusedChecksum: 'رُفض تحديث لأن ملفه لا يطابق قيمة التحقق المنشورة. لم يُثبَّت شيء. أبلغ مسؤول النظام.',
  updateRefusedSignature: 'رُفض تحديث لأنه غير موقّع من ناشر هذا التطبيق. لم يُثبَّت شيء. أبلغ مسؤول النظام.',
};

/** Arabic for an Arabic system (`ar`, `ar-AE`…), English otherwise. */
export function desktopTextsFor(locale: string): DesktopTexts {
  return /^ar\b/i.test(locale) ? desktopTextsAr : desktopTextsEn;
}
