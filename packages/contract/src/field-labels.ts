/** How a field is named to the user in validation messages ("El campo nombre es requerido"). */
export const FIELD_LABELS: Record<string, string> = {
  email: 'email',
  password: 'contraseña',
  current_password: 'contraseña actual',
  password_confirmation: 'confirmación de contraseña',
  name: 'nombre',
  lname: 'apellidos',
  last_name: 'apellido',
  lastName: 'apellido',
  movil: 'teléfono',
  phone: 'teléfono',
  message: 'mensaje',
  birth_date: 'fecha de nacimiento',
  birthday: 'fecha de nacimiento',
  privacy: 'términos y condiciones',
  accept: 'términos y condiciones',
  document: 'documento',
  sex: 'sexo',
  proyect: 'proyecto',
  proyect_id: 'proyecto',
  course_id: 'curso',
  mounted_course_id: 'curso',
  category_id: 'categoría',
  question: 'pregunta',
  answers: 'respuesta',
  captcha: 'captcha',
  client_id: 'client_id',
  client_secret: 'client_secret',
  grant_type: 'grant_type',
  token: 'token',
  page: 'página',
  perPage: 'cantidad por página',
  search: 'búsqueda',
  key_code: 'búsqueda',
};

export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  if (key === undefined) return 'valor';
  return FIELD_LABELS[key as string] ?? (key as string);
}
