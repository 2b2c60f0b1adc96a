/** Spanish texts of the registration flow that are not shared with the API. */
export const REGISTRATION_COPY = {
  rutMissing: 'Por favor suba su RUT',
  // The spec writes this one without the accent, unlike the form-wide message.
  rutUrlMissing: 'Alguno de los campos no está completo.',
  emailTakenField: 'Este correo ya está registrado. Inicie sesión o use otro correo.',
};
