/** The class names given, without the ones left out (false, undefined, ''). */
export function classNames(...names: Array<string | false | undefined | null>): string {
  return names.filter(Boolean).join(' ');
}
