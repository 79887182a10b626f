import { PlusOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, Modal, Select, Switch, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useMemo, useState } from 'react';
import { multipart, useCatalogCategoriesQuery, usePortfolioCreateMutation, usePortfolioUpdateMutation } from '../../../api';
import { errorMessage } from '../../../shared/errors';
import type { PortfolioItemDto, PortfolioItemFormDto } from '../../../api';
import {
  buildItemFormData,
  canSave,
  DESCRIPTION_MAX,
  IMAGE_ACCEPT,
  imageError,
  initialValues,
  MAX_IMAGES,
  PORTFOLIO_MESSAGES,
  TITLE_MAX,
  URL_MAX,
} from './portfolioItemModel';
import type { PortfolioItemValues } from './portfolioItemModel';
import './portfolioItems.css';

export interface PortfolioItemModalProps {
  open: boolean;
  /** The item being edited; null adds a new project. */
  item: PortfolioItemDto | null;
  /** Changes with every opening, so that each opening starts with a fresh form. */
  session: number;
  onClose: () => void;
}

/** The add / edit modal. Its form is new on every opening, so cancelling throws the edits away. */
export function PortfolioItemModal({ open, item, session, onClose }: PortfolioItemModalProps) {
  const title = item ? PORTFOLIO_MESSAGES.editTitle : PORTFOLIO_MESSAGES.addTitle;
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden mask={{ closable: false }} width={640}>
      {open && <PortfolioItemForm key={session} item={item} onClose={onClose} />}
    </Modal>
  );
}

/** Reads a picked image as a data URL for the thumbnail (antd's default draws on a canvas). */
function previewFile(file: File | Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });
}

function PortfolioItemForm({ item, onClose }: { item: PortfolioItemDto | null; onClose: () => void }) {
  const [form] = Form.useForm<PortfolioItemValues>();
  const { notification } = App.useApp();
  const categoriesQuery = useCatalogCategoriesQuery();
  const [create, createState] = usePortfolioCreateMutation();
  const [update, updateState] = usePortfolioUpdateMutation();
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const start = useMemo(() => initialValues(item), [item]);
  const title: unknown = Form.useWatch('title', form);
  const description: unknown = Form.useWatch('description', form);
  const images: UploadFile[] | undefined = Form.useWatch('images', form);
  const saving = createState.isLoading || updateState.isLoading;
  const categoryOptions = (categoriesQuery.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  const imageCount = (images ?? start.images).length;

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = imageError(file);
    if (problem) {
      setImageProblem(problem);
      return Upload.LIST_IGNORE;
    }
    const current = form.getFieldValue('images') as UploadFile[] | undefined;
    if ((current?.length ?? 0) + batch.indexOf(file) >= MAX_IMAGES) {
      setImageProblem(PORTFOLIO_MESSAGES.tooManyImages);
      return Upload.LIST_IGNORE;
    }
    setImageProblem(null);
    return false;
  };

  const cancel = () => {
    form.resetFields();
    setImageProblem(null);
    onClose();
  };

  const submit = async (values: PortfolioItemValues) => {
    const portfolioItemFormDto = multipart<PortfolioItemFormDto>(buildItemFormData(values, item !== null));
    try {
      if (item) await update({ itemId: item.id, portfolioItemFormDto }).unwrap();
      else await create({ portfolioItemFormDto }).unwrap();
      notification.success({ title: PORTFOLIO_MESSAGES.saved });
      onClose();
    } catch (error) {
      notification.error({ title: PORTFOLIO_MESSAGES.saveFailed, description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <Form<PortfolioItemValues>
      form={form}
      name="portfolioItem"
      layout="vertical"
      initialValues={start}
      onFinish={(values) => void submit(values)}
      disabled={saving}
      className="pf-form"
      noValidate
    >
      <Form.Item
        name="title"
        label="Název projektu"
        rules={[{ required: true, whitespace: true, message: PORTFOLIO_MESSAGES.titleRequired }]}
      >
        <Input maxLength={TITLE_MAX} placeholder="např. Svatba na zámku Hluboká" />
      </Form.Item>
      <div className="pf-form__row">
        <Form.Item name="category" label="Kategorie">
          <Select
            allowClear
            options={categoryOptions}
            loading={categoriesQuery.isLoading}
            placeholder="Vyberte kategorii"
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="date" label="Datum">
          <DatePicker format="D. M. YYYY" placeholder="Vyberte datum" />
        </Form.Item>
      </div>
      <Form.Item
        name="description"
        label="Popis"
        rules={[{ required: true, whitespace: true, message: PORTFOLIO_MESSAGES.descriptionRequired }]}
      >
        <Input.TextArea rows={4} maxLength={DESCRIPTION_MAX} placeholder="Co jste pro pár připravili, styl, místo…" />
      </Form.Item>
      <Form.Item name="featured" label="Doporučený projekt" valuePropName="checked" extra="Doporučené projekty se zobrazí se štítkem „Doporučené“.">
        <Switch />
      </Form.Item>
      <div className="pf-form__row">
        <Form.Item name="instagramUrl" label="Instagram">
          <Input type="url" inputMode="url" maxLength={URL_MAX} placeholder="https://www.instagram.com/…" />
        </Form.Item>
        <Form.Item name="websiteUrl" label="Web">
          <Input type="url" inputMode="url" maxLength={URL_MAX} placeholder="https://…" />
        </Form.Item>
      </div>
      <Form.Item
        name="images"
        label="Obrázky"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList?: UploadFile[] } | UploadFile[]) =>
          (Array.isArray(event) ? event : (event.fileList ?? [])).slice(0, MAX_IMAGES)
        }
        validateStatus={imageProblem ? 'error' : undefined}
        help={imageProblem ?? undefined}
        extra={`JPG, PNG nebo WebP, max 5 MB, nejvýše ${MAX_IMAGES} obrázků`}
      >
        <Upload
          listType="picture-card"
          accept={IMAGE_ACCEPT}
          multiple
          beforeUpload={beforeUpload}
          previewFile={previewFile}
          showUploadList={{ showPreviewIcon: false }}
        >
          {imageCount < MAX_IMAGES && (
            <span className="pf-upload__trigger">
              <PlusOutlined aria-hidden="true" />
              <span>Nahrát obrázky</span>
            </span>
          )}
        </Upload>
      </Form.Item>
      <div className="pf-form__footer">
        <Button onClick={cancel} disabled={false}>
          Zrušit
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!canSave(title, description)}>
          Uložit
        </Button>
      </div>
    </Form>
  );
}
