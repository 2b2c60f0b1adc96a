import { useRef, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { CONFIG_MESSAGES, type AdminConfig } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { isApiError } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useUpdateConfig } from '../api/update-config';
import {
  configChanges,
  configFormSchema,
  toFormValues,
  type ConfigFormValues,
} from '../utils/config-form';
import { BrandSection } from './brand-section';
import { PercentagesSection } from './percentages-section';
import { PurchasesSection } from './purchases-section';
import { SmtpSection } from './smtp-section';
import { ThemeSection } from './theme-section';
import styles from './config-page.module.css';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes/use-unsaved-changes';

interface ConfigFormProps {
  viewer: Viewer;
  config: AdminConfig;
}

/** The settings page's one form: every section, saved together with only the changed fields. */
export function ConfigForm({ viewer, config }: ConfigFormProps) {
  const form = useForm<ConfigFormValues>({
    resolver: zodResolver(configFormSchema(config)),
    defaultValues: toFormValues(config),
  });
  const { control, register, handleSubmit, setError, getValues, trigger } = form;
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const errors = form.formState.errors;
  const update = useUpdateConfig(viewer);
  const sending = useRef(false);

  const save = async (values: ConfigFormValues) => {
    const changes = configChanges(config, values);
    if (Object.keys(changes).length === 0) {
      toast.info(CONFIG_MESSAGES.noChanges);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      // The page shows the saved version (a new form, keyed by its time) once the query has it.
      await update.mutateAsync(changes);
      toast.success(CONFIG_MESSAGES.updated);
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      if (refused) {
        error.issues.forEach((issue, i) => {
          const path = issue.path.replace(/^configData\./, '') as Path<ConfigFormValues>;
          setError(path, { message: issue.message }, { shouldFocus: i === 0 });
        });
      }
      toast.error(refused ? CONFIG_MESSAGES.updateFailed : CONFIG_MESSAGES.saveFailed);
    } finally {
      sending.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);
  const disabled = update.isPending;
  const section = { control, register, errors, disabled };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <ThemeSection control={control} stored={config.theme} disabled={disabled} />
      <div className={styles.columns}>
        <PercentagesSection {...section} />
        <div className={styles.stack}>
          <PurchasesSection {...section} />
          <BrandSection {...section} />
        </div>
      </div>
      <SmtpSection {...section} config={config} getValues={getValues} trigger={trigger} />
      <div className={styles.saveBar}>
        <Button type="submit" icon={<Save size={16} aria-hidden="true" />} isLoading={disabled}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
