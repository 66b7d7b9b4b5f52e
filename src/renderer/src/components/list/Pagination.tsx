import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useDirection } from '../useDirection';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  list: { display: 'flex', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  gap: { minWidth: '24px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  summary: { marginInlineStart: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
});

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  sorted.forEach((p, index) => {
    if (index > 0 && p - sorted[index - 1]! > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
}

/**
 * Fluent UI has no pagination, so this is a small accessible one: a navigation landmark,
 * Previous/Next and page buttons, the current page marked with aria-current. In Arabic the
 * whole row mirrors and the arrows point the reading way. The summary ('Page 2 of 3') is for the
 * eyes: a page turned is said by the list's live region (ListFrame), whichever way it was turned.
 */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rtl = useDirection() === 'rtl';
  const Previous = rtl ? ChevronRight20Regular : ChevronLeft20Regular;
  const Next = rtl ? ChevronLeft20Regular : ChevronRight20Regular;
  return (
    <nav className={styles.root} aria-label={t('list.pagination')}>
      <Button appearance="subtle" icon={<Previous />} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('list.previousPage')}
      </Button>
      <ul className={styles.list}>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                appearance={item === page ? 'primary' : 'subtle'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('list.pageNumber', { page: item })}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button appearance="subtle" icon={<Next />} iconPosition="after" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('list.nextPage')}
      </Button>
      <Text className={styles.summary}>
        {t('list.pageOf', { page, total: pageCount })}
      </Text>
    </nav>
  );
}
