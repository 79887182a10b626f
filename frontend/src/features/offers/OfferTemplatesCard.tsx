import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  useCreateOfferTemplateMutation,
  useDeleteOfferTemplateMutation,
  useListOfferTemplatesQuery,
  useUpdateOfferTemplateMutation,
} from '../../api';
import type { OfferTemplateDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { formatNumber, plural } from '../../shared/format';
import { formatOfferPrice } from '../../shared/offerFormat';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { RetryAlert } from '../../shared/RetryAlert';
import { Card } from '../../shared/ui/Card';
import { OfferCoreFields } from './OfferFormDialog';
import { TEMPLATE_LIMITS, TEMPLATE_TEXTS, templateInitialValues, templateNameProblem, toTemplateDto } from './offerForm';
import type { TemplateFormValues } from './offerForm';
import './offers.css';
import './offerTemplates.css';

const itemsWord = (count: number) => plural(count, ['položka', 'položky', 'položek']);

/** The template being edited: null closed, 'new' a new one, or the template. */
type Editing = null | 'new' | OfferTemplateDto;

/**
 * 'Šablony nabídek' in the provider's profile settings (issue 45): up to 10 named starting points of an
 * offer (message, items, price kind and amounts), each to edit or delete (after a confirmation). The offer
 * form starts from one ('Začít ze šablony').
 */
export function OfferTemplatesCard() {
  const { modal, notification } = App.useApp();
  const list = useListOfferTemplatesQuery();
  const [remove] = useDeleteOfferTemplateMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const templates = list.data ?? [];
  const full = templates.length >= TEMPLATE_LIMITS.max;

  const open = (template: Editing) => {
    setEditing(template);
    setDialogOpen(true);
  };

  const confirmDelete = (template: OfferTemplateDto) => {
    modal.confirm({
      title: `Smazat šablonu „${template.name}“?`,
      content: 'Odeslané nabídky zůstanou beze změny.',
      okText: 'Smazat',
      okButtonProps: { danger: true },
      cancelText: 'Zrušit',
      onOk: async () => {
        try {
          await remove({ id: template.id }).unwrap();
          notification.success({ title: 'Šablona byla smazána' });
        } catch (error) {
          notification.error({ title: 'Šablonu se nepodařilo smazat', description: errorMessage(error, 'Zkuste to prosím znovu.') });
        }
      },
    });
  };

  let body;
  if (list.isError && !list.data) {
    body = <RetryAlert small title="Šablony se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />;
  } else if (!list.data) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">Načítání šablon…</span>
        <PlainSkeleton rows={2} />
      </div>
    );
  } else {
    body = (
      <>
        {templates.length === 0 ? (
          <p className="offer-templates__empty">
            Zatím nemáte žádnou šablonu. Uložte si text a cenu, které posíláte nejčastěji, a nabídku pak vyplníte jedním výběrem.
          </p>
        ) : (
          <ul className="offer-templates__list" aria-label="Vaše šablony">
            {templates.map((template) => (
              <li key={template.id} className="offer-templates__item">
                <div className="offer-templates__text">
                  <h3 className="offer-templates__name">{template.name}</h3>
                  <p className="offer-templates__meta">
                    {formatOfferPrice(template)}
                    {template.includedItems.length > 0 &&
                      ` · ${formatNumber(template.includedItems.length)} ${itemsWord(template.includedItems.length)}`}
                  </p>
                </div>
                <div className="offer-templates__actions">
                  <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => open(template)} aria-label={`Upravit šablonu ${template.name}`}>
                    Upravit
                  </Button>
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    onClick={() => confirmDelete(template)}
                    aria-label={`Smazat šablonu ${template.name}`}
                  >
                    Smazat
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {full && <p className="offer-templates__limit">{TEMPLATE_TEXTS.limit}</p>}
        <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => open('new')} disabled={full} aria-haspopup="dialog">
          Nová šablona
        </Button>
      </>
    );
  }

  return (
    <Card className="workspace-card profile-card offer-templates" role="region" aria-labelledby="offer-templates-title">
      <h2 id="offer-templates-title" className="profile-card__title">
        {TEMPLATE_TEXTS.title}
      </h2>
      <p className="offer-templates__lead">
        {`Až ${TEMPLATE_LIMITS.max} pojmenovaných šablon: zpráva, položky a cena. ${TEMPLATE_TEXTS.placeholders}`}
      </p>
      {body}
      <TemplateDialog
        open={dialogOpen}
        template={editing === 'new' ? null : editing}
        otherNames={templates.filter((template) => editing === 'new' || template.id !== editing?.id).map((template) => template.name)}
        onClose={() => setDialogOpen(false)}
      />
    </Card>
  );
}

interface TemplateDialogProps {
  open: boolean;
  /** The template edited; null: a new one. */
  template: OfferTemplateDto | null;
  /** The names of the provider's other templates (a name is unique). */
  otherNames: string[];
  onClose: () => void;
}

function TemplateDialog({ open, template, otherNames, onClose }: TemplateDialogProps) {
  const { notification } = App.useApp();
  const [create, { isLoading: creating }] = useCreateOfferTemplateMutation();
  const [update, { isLoading: updating }] = useUpdateOfferTemplateMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = creating || updating;

  const submit = async (values: TemplateFormValues) => {
    setFailure(null);
    const body = toTemplateDto(values);
    try {
      if (template) await update({ id: template.id, saveOfferTemplateDto: body }).unwrap();
      else await create({ saveOfferTemplateDto: body }).unwrap();
      notification.success({ title: template ? 'Šablona byla uložena' : 'Šablona byla vytvořena' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'Zkuste to prosím znovu.'));
    }
  };

  return (
    <Modal
      open={open}
      onCancel={busy ? undefined : onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
      footer={null}
      width={{ xs: '100%', sm: 640 }}
      className="offer-form-dialog"
      title={<h2 className="request-dialog__title">{template ? 'Upravit šablonu' : 'Nová šablona nabídky'}</h2>}
    >
      <Form<TemplateFormValues>
        layout="vertical"
        requiredMark="optional"
        disabled={busy}
        initialValues={templateInitialValues(template)}
        onFinish={(values) => void submit(values)}
        className="offer-form"
      >
        <Form.Item
          name="name"
          label="Název šablony"
          required
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const problem = templateNameProblem(value, otherNames);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={TEMPLATE_LIMITS.nameMax} placeholder="např. Celodenní focení" />
        </Form.Item>
        <OfferCoreFields messageLabel="Zpráva pro pár" messageExtra={TEMPLATE_TEXTS.placeholders} />
        {failure && (
          <Alert type="error" showIcon role="alert" title="Šablonu se nepodařilo uložit" description={failure} className="offer-form__error" />
        )}
        <div className="offer-dialog__footer">
          <Button onClick={onClose} disabled={busy}>
            Zrušit
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden="true" />} loading={busy}>
            Uložit šablonu
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
