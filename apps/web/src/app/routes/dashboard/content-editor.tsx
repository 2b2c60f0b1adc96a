import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  CONTENT_MESSAGES,
  isStorefrontSection,
  sectionLabel,
  type ContentCreate,
  type ContentSection,
} from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { NotFoundState } from '../../../components/errors/not-found-state';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { useSection } from '../../../features/admin-contents/api/get-sections';
import {
  useCreateSection,
  useUpdateSection,
} from '../../../features/admin-contents/api/section-writes';
import { SectionEditor } from '../../../features/admin-contents/components/section-editor';
import { AuditSection } from '../../../components/ui/audit-trail/audit-section';
import { sectionHistory } from '../../../features/admin-contents/components/section-history';
import { useSession } from '../../../features/auth/api/get-session';
import {
  emptySectionForm,
  sectionChanges,
  sectionFormValues,
} from '../../../features/admin-contents/utils/section-form';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';

const PARENTS = [{ label: 'Contenidos', href: paths.dashboardContents.getHref() }];

/** The server's reason when it gave one (a taken name), else the spec's text; the form places it. */
function fail(error: unknown, fallback: string): never {
  toast.error(clientErrorMessage(error, fallback));
  throw error;
}

/** /dashboard/contents/create (ADMIN_CONTENTS): a new section, placed last. */
export function ContentCreateRoute() {
  const navigate = useNavigate();
  const create = useCreateSection();
  const save = async (values: ContentCreate) => {
    await create
      .mutateAsync(values)
      .catch((error: unknown) => fail(error, CONTENT_MESSAGES.createFailed));
    toast.success(CONTENT_MESSAGES.created);
    void navigate(paths.dashboardContents.getHref());
  };
  return (
    <DashboardPage title="Crear sección" parents={PARENTS}>
      <SectionEditor
        defaultValues={emptySectionForm()}
        submitLabel="Crear sección"
        isSending={create.isPending}
        onSave={save}
      />
    </DashboardPage>
  );
}

/** /dashboard/contents/update/{id} (ADMIN_CONTENTS): only what changed is sent. */
export function ContentUpdateRoute() {
  const id = Number(useParams().id);
  const viewer = useSession().data?.id ?? null;
  const valid = Number.isSafeInteger(id) && id > 0;
  const section = useSection(valid ? id : 0);
  const missing = !valid || (isApiError(section.error) && section.error.status === 404);
  useErrorToast(section.isError && !missing, CONTENT_MESSAGES.sectionLoadFailed);

  if (missing) {
    return (
      <DashboardPage title="Editar sección" parents={PARENTS}>
        <NotFoundState
          title="Sección no encontrada"
          message={CONTENT_MESSAGES.notFound}
          hint="Puede que otra persona la haya eliminado."
        />
      </DashboardPage>
    );
  }
  return (
    <DashboardPage
      title={section.data ? `Editar: ${sectionLabel(section.data.name)}` : 'Editar sección'}
      parents={PARENTS}
    >
      {section.data ? (
        <>
          <UpdateForm key={section.data.id} section={section.data} />
          <AuditSection {...sectionHistory(section.data.id, viewer)} />
        </>
      ) : section.isError ? (
        <LoadProblem
          message={CONTENT_MESSAGES.sectionLoadFailed}
          onRetry={() => void section.refetch()}
          isRetrying={section.isFetching}
        />
      ) : (
        <Skeleton height={320} radius="md" />
      )}
    </DashboardPage>
  );
}

function UpdateForm({ section }: { section: ContentSection }) {
  const navigate = useNavigate();
  const update = useUpdateSection();
  const save = async (values: ContentCreate) => {
    const changes = sectionChanges(section, values);
    if (Object.keys(changes).length === 0) {
      toast.info(CONTENT_MESSAGES.unchanged);
      return;
    }
    await update
      .mutateAsync({ id: section.id, changes })
      .catch((error: unknown) => fail(error, CONTENT_MESSAGES.updateFailed));
    toast.success(CONTENT_MESSAGES.updated);
    void navigate(paths.dashboardContents.getHref());
  };
  return (
    <SectionEditor
      defaultValues={sectionFormValues(section)}
      storefrontName={isStorefrontSection(section.name)}
      submitLabel="Guardar cambios"
      isSending={update.isPending}
      onSave={save}
    />
  );
}
