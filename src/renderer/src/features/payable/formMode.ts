export type FormMode = 'create' | 'edit' | 'duplicate';

/** The mode and record of a project or case form (spec 2.3): `?edit=true&id=…`, `?duplicate=true&id=…`. */
export function formModeOf(search: URLSearchParams): { mode: FormMode; id: number | null } {
  const mode: FormMode = search.get('edit') === 'true' ? 'edit' : search.get('duplicate') === 'true' ? 'duplicate' : 'create';
  const raw = search.get('id') ?? '';
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
  return { mode, id: mode === 'create' ? null : id };
}
