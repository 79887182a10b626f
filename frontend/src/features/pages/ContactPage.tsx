import { ClockCircleOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, QRCode, Result, Row, Select, Typography } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useContactSendMutation } from '../../api';
import type { ContactMessageResponseDto } from '../../api';
import { SocialLinks } from '../../shared/SocialLinks';
import {
  CONTACT_LIMITS,
  CONTACT_RULES,
  CONTACT_SUBJECTS,
  contactErrorText,
  contactFieldErrors,
  toContactMessage,
} from './contactForm';
import type { ContactFormValues } from './contactForm';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from './siteInfo';
import './pages.css';
import { paths } from '../../shared/paths';

export const CONTACT_TITLE = 'Kontakt';
export const SENT_TITLE = 'Zpráva odeslána';

/** The form; on success the server's confirmation replaces it, a failure keeps the typed text. */
function ContactFormCard() {
  const [form] = Form.useForm<ContactFormValues>();
  const [send, { isLoading }] = useContactSendMutation();
  const [sent, setSent] = useState<ContactMessageResponseDto | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const headingId = useId();
  const sentTitleRef = useRef<HTMLHeadingElement>(null);
  // Which element takes the focus once the view has switched.
  const focusNext = useRef<'sent' | 'form' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'sent' && sent) sentTitleRef.current?.focus();
    if (focusNext.current === 'form' && !sent) form.focusField('subject');
    focusNext.current = null;
  }, [sent, form]);

  const onFinish = async (values: ContactFormValues) => {
    setServerError(null);
    try {
      const response = await send({ contactMessageDto: toContactMessage(values) }).unwrap();
      // Keep the name and e-mail for a next message; the subject and the text start empty.
      form.resetFields(['subject', 'message']);
      focusNext.current = 'sent';
      setSent(response);
    } catch (error) {
      const fieldErrors = contactFieldErrors(error);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      setServerError(contactErrorText(error));
    }
  };

  if (sent) {
    return (
      <Card className="contact-card">
        <Result
          className="contact-result"
          status="success"
          title={
            <h2 ref={sentTitleRef} tabIndex={-1} className="contact-card__title">
              {SENT_TITLE}
            </h2>
          }
          subTitle={sent.detail}
          extra={
            <Button
              type="primary"
              onClick={() => {
                focusNext.current = 'form';
                setSent(null);
              }}
            >
              Napsat další zprávu
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card className="contact-card">
      <h2 id={headingId} className="contact-card__title">
        Napište nám
      </h2>
      <Form<ContactFormValues>
        form={form}
        name="contact"
        layout="vertical"
        aria-labelledby={headingId}
        noValidate
        onFinish={onFinish}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="Jméno" name="name" rules={CONTACT_RULES.name}>
              <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="E-mail" name="email" rules={CONTACT_RULES.email}>
              <Input type="email" inputMode="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Předmět" name="subject" rules={CONTACT_RULES.subject}>
          <Select<ContactFormValues['subject']> placeholder="Vyberte předmět" options={[...CONTACT_SUBJECTS]} />
        </Form.Item>
        <Form.Item label="Zpráva" name="message" rules={CONTACT_RULES.message}>
          <Input.TextArea
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            showCount
            placeholder="S čím vám můžeme pomoci?"
          />
        </Form.Item>
        {serverError && (
          <Alert
            className="contact-form__alert"
            type="error"
            showIcon
            title="Zprávu se nepodařilo odeslat"
            description={serverError}
          />
        )}
        <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
          Odeslat zprávu
        </Button>
      </Form>
    </Card>
  );
}

/** The site's address as a QR code (antd's QRCode, drawn as SVG), to open the site on a phone. */
function SiteQrCode() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const captionId = useId();
  if (!origin) return null;
  const host = origin.replace(/^https?:\/\//, '');
  return (
    <figure className="contact-qr">
      <QRCode
        value={origin}
        type="svg"
        size={160}
        role="img"
        aria-label={`QR kód s adresou ${origin}`}
        aria-describedby={captionId}
      />
      <figcaption id={captionId}>
        Naskenujte kód telefonem a otevřete Svatby v mobilu: <strong>{host}</strong>
      </figcaption>
    </figure>
  );
}

/** /kontakt: the contact form (stored and e-mailed to the operators), contact details, social links, QR code. */
export default function ContactPage() {
  return (
    <div className="page contact-page">
      <Typography.Title level={1} className="page__title">
        {CONTACT_TITLE}
      </Typography.Title>
      <p className="contact-page__lead">
        Máte dotaz, potřebujete poradit nebo nám chcete dát zpětnou vazbu? Napište nám, odpovíme do{' '}
        {SUPPORT_REPLY_HOURS} hodin. Odpovědi na nejčastější otázky najdete také v{' '}
        <Link to={paths.faq}>častých otázkách</Link>.
      </p>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <ContactFormCard />
        </Col>
        <Col xs={24} lg={9}>
          <aside className="contact-aside" aria-label="Další možnosti kontaktu">
            <Card>
              <h2 className="contact-card__title">Kontaktní údaje</h2>
              <p>
                <MailOutlined aria-hidden="true" /> E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
              <p>
                <ClockCircleOutlined aria-hidden="true" /> Odpovídáme do {SUPPORT_REPLY_HOURS} hodin.
              </p>
            </Card>
            <Card>
              <h2 className="contact-card__title">Sledujte nás</h2>
              <SocialLinks className="contact-social" showLabels />
            </Card>
            <Card>
              <h2 className="contact-card__title">Svatby v mobilu</h2>
              <SiteQrCode />
            </Card>
          </aside>
        </Col>
      </Row>
    </div>
  );
}
