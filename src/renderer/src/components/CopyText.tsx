import { Button, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNotify } from './notify';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, maxWidth: '100%' },
  text: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
});

/**
 * A value (a deeplink) with a button that copies exactly that value. The value reads left to
 * right in its own isolated run (`dir="ltr"`): 'app://activity/3' stays in that order on an
 * Arabic page, while the button keeps its place at the inline end.
 */
export function CopyText({ value, label }: { value: string; label: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => notify.success(t('common.copied')),
      () => notify.error(t('common.copyFailed')),
    );
  return (
    <span className={styles.root}>
      <Text className={styles.text} dir="ltr">
        {value}
      </Text>
      {/* For the eyes: the button's name says what it copies (as in a list's row buttons). */}
      <Tooltip content={t('common.copy')} relationship="inaccessible">
        <Button appearance="subtle" size="small" icon={<Copy20Regular />} aria-label={label} onClick={() => void copy()} />
      </Tooltip>
    </span>
  );
}
