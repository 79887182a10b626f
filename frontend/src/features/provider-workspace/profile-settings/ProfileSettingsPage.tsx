import { AppstoreOutlined, CalendarOutlined, CreditCardOutlined, GlobalOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, InputNumber, Select, Space, Upload } from 'antd';
import { Card } from '../../../shared/ui/Card';
import type { UploadFile, UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { multipart, useCatalogCategoriesQuery, useCatalogLocationsQuery, useProviderUpdateProfileMutation } from '../../../api';
import type { ProviderProfileDto, ProviderProfileFormDto } from '../../../api';
import { AreaPicker } from '../../../shared/AreaPicker';
import { BackLink } from '../../../shared/BackLink';
import { CategoryGrid } from '../../../shared/CategoryGrid';
import { useCategoryLookup } from '../../../shared/categoryLookup';
import { displayUrl, externalHref } from '../../../shared/contactLinks';
import { errorMessage } from '../../../shared/errors';
import { LinkButton } from '../../../shared/LinkButton';
import { ServiceTags } from '../../../shared/ServiceTags';
import { useScrollToHash } from '../../../shared/useScrollToHash';
import { useSession } from '../../../shared/useSession';
import { AccountDataCard, ChangePasswordCard, MessagingSettingsCard } from '../../account';
import { BillingDetailsCard } from '../../billing';
import { PushDevicesCard } from '../../push';
import { ApiTokensCard, WebhooksCard } from '../../integrations';
import { BookingSettingsForm } from '../../bookings';
import { OfferTemplatesCard } from '../../offers';
import { ProviderGate } from '../ProviderGate';
import {
  BUSINESS_NAME_MAX,
  buildProfileFormData,
  DESCRIPTION_MAX,
  PROFILE_IMAGE_ACCEPT,
  PROFILE_IMAGE_HINT,
  PHONE_PREFIXES,
  PROFILE_MESSAGES,
  profileImageError,
  profileRules,
  profileValues,
  removedLinksText,
  removedSocialLinks,
  SOCIAL_FIELDS,
  URL_MAX,
  YEARS_MAX,
} from './profileModel';
import type { ProfileValues } from './profileModel';
import '../workspace.css';
import './profile-settings.css';
import { href, paths } from '../../../shared/paths';

export const PROFILE_FORM_NAME = 'profileSettings';

const prefixOptions = PHONE_PREFIXES.map((prefix) => ({ value: prefix, label: prefix }));

/**
 * /profile-settings (protected; seed 001 "Profile settings"): the provider's profile form loaded
 * from GET /api/provider/profile and saved with PUT /api/provider/profile (multipart), and a side
 * panel with links and the current state of the profile.
 */
export default function ProfileSettingsPage() {
  return (
    <ProviderGate title={PROFILE_MESSAGES.title} back={{ to: paths.dashboard, label: 'Zpět na dashboard' }}>
      {(profile) => <ProfileSettings profile={profile} />}
    </ProviderGate>
  );
}

function ProfileSettings({ profile }: { profile: ProviderProfileDto }) {
  const [form] = Form.useForm<ProfileValues>();
  const { notification } = App.useApp();
  const { isAdmin } = useSession();
  const categoriesQuery = useCatalogCategoriesQuery();
  const locationsQuery = useCatalogLocationsQuery();
  const [updateProfile, updateState] = useProviderUpdateProfileMutation();
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [removedLinks, setRemovedLinks] = useState<string[]>([]);
  const saving = updateState.isLoading;
  // /profile-settings#fakturacni-udaje (the invoices card links there): align to the card once the page is drawn.
  const pageRef = useRef<HTMLDivElement>(null);
  useScrollToHash(true, pageRef);

  // A refreshed profile (after a save, or any change elsewhere) becomes the form's baseline.
  useEffect(() => {
    form.setFieldsValue(profileValues(profile));
  }, [form, profile]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = profileImageError(file);
    setImageProblem(problem);
    return problem ? Upload.LIST_IGNORE : false;
  };

  const cancel = () => {
    form.resetFields();
    form.setFieldsValue(profileValues(profile));
    setImageProblem(null);
  };

  const onFinish = async (values: ProfileValues) => {
    try {
      const saved = await updateProfile({
        providerProfileFormDto: multipart<ProviderProfileFormDto>(buildProfileFormData(values)),
      }).unwrap();
      setRemovedLinks(removedSocialLinks(values, saved));
      form.setFieldsValue(profileValues(saved));
      notification.success({ title: PROFILE_MESSAGES.saved });
    } catch (error) {
      notification.error({
        title: PROFILE_MESSAGES.saveFailed,
        description: errorMessage(error, PROFILE_MESSAGES.saveFailedFallback),
      });
    }
  };

  return (
    <div className="page workspace-page" ref={pageRef}>
      <BackLink to={paths.dashboard}>Zpět na dashboard</BackLink>
      <header>
        <h1 className="workspace-page__title">{PROFILE_MESSAGES.title}</h1>
        <p className="workspace-page__lead">Upravte, jak vás páry uvidí v katalogu dodavatelů a ve vašem portfoliu.</p>
      </header>

      {removedLinks.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable={{ 'aria-label': 'Zavřít upozornění', onClose: () => setRemovedLinks([]) }}
          title={PROFILE_MESSAGES.linksRemovedTitle}
          description={removedLinksText(removedLinks)}
        />
      )}

      <div className="workspace-layout workspace-layout--narrow-side">
        <div className="profile-main">
          <Card className="workspace-card profile-card" role="region" aria-labelledby="profile-form-title">
            <h2 id="profile-form-title" className="profile-card__title">
              Údaje o firmě
            </h2>
            <Form<ProfileValues>
              form={form}
              name={PROFILE_FORM_NAME}
              layout="vertical"
              noValidate
              initialValues={profileValues(profile)}
              onFinish={(values) => void onFinish(values)}
              scrollToFirstError={{ block: 'center', focus: true }}
              disabled={saving}
              className="profile-form"
            >
              <Form.Item
                name="profileImage"
                label="Profilový obrázek"
                valuePropName="fileList"
                getValueFromEvent={(event: { fileList?: UploadFile[] } | UploadFile[]) =>
                  (Array.isArray(event) ? event : (event.fileList ?? [])).slice(-1)
                }
                validateStatus={imageProblem ? 'error' : undefined}
                help={imageProblem ?? undefined}
                extra={PROFILE_IMAGE_HINT}
              >
                <ProfileImageUpload currentUrl={profile.profileImageUrl} beforeUpload={beforeUpload} />
              </Form.Item>

              <Form.Item name="businessName" label="Název firmy" rules={profileRules.businessName}>
                <Input autoComplete="organization" maxLength={BUSINESS_NAME_MAX} />
              </Form.Item>

              <Form.Item name="serviceAreas" rules={profileRules.serviceAreas} className="profile-form__group">
                <AreaPicker required locations={locationsQuery.data} loading={locationsQuery.isLoading} disabled={saving} />
              </Form.Item>

              <Form.Item name="description" label="Popis" rules={profileRules.description}>
                <Input.TextArea rows={5} maxLength={DESCRIPTION_MAX} showCount />
              </Form.Item>

              <Form.Item name="services" rules={profileRules.services} className="profile-form__group">
                <CategoryGrid
                  required
                  categories={categoriesQuery.data ?? []}
                  loading={categoriesQuery.isLoading}
                  disabled={saving}
                />
              </Form.Item>

              <div className="profile-form__row">
                <Form.Item label="Telefon" htmlFor={`${PROFILE_FORM_NAME}_phone`}>
                  <Space.Compact block>
                    <Form.Item name="phonePrefix" noStyle>
                      <Select
                        aria-label="Telefonní předvolba"
                        options={prefixOptions}
                        className="profile-form__prefix"
                        popupMatchSelectWidth={false}
                      />
                    </Form.Item>
                    <Form.Item name="phone" noStyle rules={profileRules.phone}>
                      <Input type="tel" inputMode="tel" autoComplete="tel-national" maxLength={30} placeholder="777 123 456" />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
                <Form.Item name="email" label="Kontaktní e-mail" rules={profileRules.email}>
                  <Input type="email" inputMode="email" autoComplete="email" maxLength={254} />
                </Form.Item>
                <Form.Item name="website" label="Web">
                  <Input type="url" inputMode="url" autoComplete="url" maxLength={URL_MAX} placeholder="https://www.vasefirma.cz" />
                </Form.Item>
                <Form.Item name="yearsExperience" label="Roky praxe" rules={profileRules.yearsExperience}>
                  <InputNumber min={0} max={YEARS_MAX} precision={0} inputMode="numeric" className="profile-form__number" />
                </Form.Item>
                <Form.Item name="priceFrom" label="Cena od (Kč)" rules={profileRules.priceFrom}>
                  <Input inputMode="numeric" autoComplete="off" maxLength={20} placeholder="např. 15 000" />
                </Form.Item>
                <Form.Item name="priceTo" label="Cena do (Kč)" rules={profileRules.priceTo} dependencies={['priceFrom']}>
                  <Input inputMode="numeric" autoComplete="off" maxLength={20} placeholder="např. 45 000" />
                </Form.Item>
              </div>

              <fieldset className="profile-form__socials">
                <legend className="profile-form__legend">Sociální sítě</legend>
                <p className="profile-form__hint">
                  Odkaz musí vést na doménu dané sítě (např. instagram.com), jinak se neuloží.
                </p>
                <div className="profile-form__row">
                  {SOCIAL_FIELDS.map((field) => (
                    <Form.Item key={field.name} name={field.name} label={field.label}>
                      <Input type="url" inputMode="url" maxLength={URL_MAX} placeholder={field.placeholder} />
                    </Form.Item>
                  ))}
                </div>
              </fieldset>

              <div className="profile-form__buttons">
                <Button type="primary" htmlType="submit" size="large" loading={saving}>
                  Uložit změny
                </Button>
                <Button size="large" onClick={cancel}>
                  Zrušit
                </Button>
              </div>
            </Form>
          </Card>
          <BookingSettingsForm />
          <OfferTemplatesCard />
          <BillingDetailsCard />
        </div>

        <aside className="profile-side">
          <Card className="workspace-card profile-card" role="region" aria-labelledby="profile-links-title">
            <h2 id="profile-links-title" className="profile-card__title">
              Rychlé odkazy
            </h2>
            <div className="profile-side__links">
              <LinkButton to={paths.subscriptionManagement} icon={<CreditCardOutlined aria-hidden="true" />}>
                Správa předplatného
              </LinkButton>
              <LinkButton to={paths.portfolio} icon={<AppstoreOutlined aria-hidden="true" />}>
                Moje portfolio
              </LinkButton>
              <LinkButton to={paths.calendar} icon={<CalendarOutlined aria-hidden="true" />}>
                Kalendář dostupnosti
              </LinkButton>
            </div>
          </Card>
          <ProfileState profile={profile} />
          <ChangePasswordCard />
          <MessagingSettingsCard />
          <PushDevicesCard audience="provider" />
          <ApiTokensCard isAdmin={isAdmin} />
          <WebhooksCard />
          <AccountDataCard />
        </aside>
      </div>
    </div>
  );
}

interface ProfileImageUploadProps {
  currentUrl: string | null;
  beforeUpload: UploadProps['beforeUpload'];
  fileList?: UploadFile[];
  onChange?: UploadProps['onChange'];
  id?: string;
}

/** The current image (if any) and the picker of a new one (kept in the form until saved). */
function ProfileImageUpload({ currentUrl, beforeUpload, fileList, onChange, id }: ProfileImageUploadProps) {
  const picked = (fileList ?? []).length > 0;
  return (
    <div className="profile-image">
      {currentUrl && !picked && <img className="profile-image__current" src={currentUrl} alt="Současný profilový obrázek" />}
      <Upload
        id={id}
        accept={PROFILE_IMAGE_ACCEPT}
        maxCount={1}
        listType="picture"
        beforeUpload={beforeUpload}
        fileList={fileList}
        onChange={onChange}
        showUploadList={{ showPreviewIcon: false }}
        previewFile={readAsDataUrl}
      >
        <Button icon={<UploadOutlined aria-hidden="true" />}>{currentUrl ? 'Změnit obrázek' : 'Nahrát obrázek'}</Button>
      </Upload>
    </div>
  );
}

function readAsDataUrl(file: File | Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });
}

/** The saved profile as others see it: name, areas, services, and the web link only if present. */
function ProfileState({ profile }: { profile: ProviderProfileDto }) {
  const { names } = useCategoryLookup();
  const website = externalHref(profile.website);
  return (
    <Card className="workspace-card profile-card" role="region" aria-labelledby="profile-state-title">
      <h2 id="profile-state-title" className="profile-card__title">
        Aktuální stav profilu
      </h2>
      <dl className="profile-state">
        <div>
          <dt>Název</dt>
          <dd>{profile.companyName}</dd>
        </div>
        <div>
          <dt>Oblast působení</dt>
          <dd>{profile.location}</dd>
        </div>
        <div>
          <dt>Služby</dt>
          <dd>{profile.services.length > 0 ? <ServiceTags ids={profile.services} names={names} max={6} /> : 'Neuvedeno'}</dd>
        </div>
        {website && (
          <div>
            <dt>Web</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer" className="profile-state__link">
                <GlobalOutlined aria-hidden="true" />
                <span>{displayUrl(website)}</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
      <LinkButton to={href.portfolio(profile.id)} type="link" className="profile-state__public">
        Zobrazit veřejný profil
      </LinkButton>
    </Card>
  );
}
