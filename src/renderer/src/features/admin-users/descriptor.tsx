import type { User } from '../../../../shared/entities/auth';
import { registry, screenPath } from '../../../../shared/registry';
import { actionsColumn, dataColumn } from '../../components/list/columns';
import type { CellContext, DataColumn, ListDescriptor } from '../../components/list/types';
import type { TranslationKey } from '../../i18n';

type TextField = 'objectId' | 'name' | 'email' | 'mobile_number';

/**
 * A text column whose missing value says so (spec 2.19's 'not exist'), in words that fit what is
 * missing: a new admin has no name yet, nor, signed up by mobile, an e-mail, so 'Not set'. Its
 * direction stays 'auto': an id, e-mail or mobile number has Latin letters or only digits, so it
 * reads left to right, while 'Not set' reads in the interface's language.
 */
function orNotSet(field: TextField, label: TranslationKey): DataColumn<User> {
  return dataColumn<User>(field, label, true, {
    render: (user, { t }: CellContext) => user[field] || t('common.notSet'),
  });
}

/** How an admin is named in the confirmation and toasts: name, else email, else mobile number. */
export const adminName = (user: User): string => user.name || user.email || user.mobile_number || user.objectId;

/**
 * Admin users (spec 2.19, 6): the users with role admin. No status and no bulk delete; the
 * row delete demotes the user to role user (the server refuses to demote the last admin).
 */
export const adminUsersDescriptor: ListDescriptor<'adminUsers'> = {
  resource: 'adminUsers',
  listKey: 'adminUsers',
  columns: [
    orNotSet('objectId', 'adminUsers.id'),
    orNotSet('name', 'adminUsers.name'),
    dataColumn<User>('role', 'adminUsers.role', true, { render: (user, { t }) => t(`adminUsers.roles.${user.role}`) }),
    orNotSet('email', 'adminUsers.email'),
    orNotSet('mobile_number', 'adminUsers.mobile'),
    actionsColumn(),
  ],
  rowId: (user) => user.objectId,
  rowName: adminName,
  emptyText: 'adminUsers.empty',
  deleted: 'adminUsers.deleted',
  deleteQuestion: 'adminUsers.deleteQuestion',
  add: { label: 'adminUsers.add', path: registry.adminUsers.screens.add },
  editPath: (user) => screenPath(registry.adminUsers.screens.edit, user.objectId),
};
