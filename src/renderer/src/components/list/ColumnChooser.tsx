import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { ColumnTriple20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n';

export interface ColumnChooserProps {
  columns: ReadonlyArray<{ key: string; label: TranslationKey }>;
  visible: ReadonlySet<string>;
  onChange(visible: Set<string>): void;
}

const CHECKED = 'visible';

/** A 'Columns' menu of checkboxes; the last visible column cannot be unticked. */
export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const checked = { [CHECKED]: columns.filter((column) => visible.has(column.key)).map((column) => column.key) };
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_event, data) => {
    if (data.checkedItems.length > 0) onChange(new Set(data.checkedItems));
  };
  return (
    <Menu checkedValues={checked} onCheckedValueChange={onCheckedValueChange} persistOnItemClick>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ColumnTriple20Regular />}>{t('list.columns')}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((column) => (
            <MenuItemCheckbox key={column.key} name={CHECKED} value={column.key}>
              {t(column.label)}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
