import { useState } from 'react';
import { ADMIN_CLIENT_MESSAGES, type Account } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { ReasonDialog } from '../../../components/ui/reason-dialog/reason-dialog';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useErrorToast } from '../../../hooks/use-error-toast';
import type { Viewer } from '../../../lib/query-keys';
import { useRoles } from '../../../hooks/use-roles';
import { useClientChange } from '../hooks/use-client-change';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './client-controls.module.css';

const idsOf = (account: Account) => new Set(account.roles.map((role) => role.id));

/**
 * 'Editar roles': a checkbox per role of GET /api/roles, and why
 * (docs/architecture.md, "Contract: states and transitions").
 */
export function RolesControl({ account, viewer }: { account: Account; viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(() => idsOf(account));
  const roles = useRoles(viewer, open);
  useErrorToast(roles.isError, CLIENT_MESSAGES.rolesLoadFailed);
  const change = useClientChange(viewer, account.id, () => setOpen(false));

  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setChosen(idsOf(account));
          setOpen(true);
        }}
      >
        Editar roles
      </Button>
      <ReasonDialog
        open={open}
        title="Editar roles"
        confirmLabel="Guardar roles"
        missingReason={ADMIN_CLIENT_MESSAGES.rolesReasonMissing}
        reasonHelp={CLIENT_MESSAGES.reasonHelp}
        isSending={change.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          change.send({ roles: [...chosen].sort((a, b) => a - b) }, reason, {
            success: CLIENT_MESSAGES.rolesUpdated,
            failure: CLIENT_MESSAGES.rolesFailed,
          })
        }
      >
        <fieldset className={styles.choices} disabled={change.isPending}>
          <legend className={styles.legend}>Roles de la cuenta</legend>
          {roles.data ? (
            roles.data.map((role) => (
              <CheckboxField
                key={role.id}
                checked={chosen.has(role.id)}
                onChange={(event) => toggle(role.id, event.target.checked)}
                label={
                  <>
                    {role.name}
                    {role.description ? (
                      <span className={styles.roleDescription}>{role.description}</span>
                    ) : null}
                  </>
                }
              />
            ))
          ) : roles.isError ? (
            <LoadProblem
              message={CLIENT_MESSAGES.rolesLoadFailed}
              onRetry={() => void roles.refetch()}
              isRetrying={roles.isFetching}
            />
          ) : (
            <>
              <Skeleton height={24} />
              <Skeleton height={24} />
              <Skeleton height={24} />
            </>
          )}
        </fieldset>
      </ReasonDialog>
    </>
  );
}
