// Legal document 1 of project 4 (GET /api/v1/legal-document/1), shown in the register form's modal.
// Plain text: one paragraph per block, blocks separated by a blank line.

const paragraphs = [
  'Última actualización: 1 de septiembre de 2026.',

  'Estos términos y condiciones regulan el uso del sitio web y de la plataforma de cursos en línea Campus Salud (en adelante, «Campus Salud» o «la plataforma»), con domicilio en Quito, Ecuador, dedicada a la educación médica continua de profesionales de la salud de América Latina. Al registrarse, comprar un curso o utilizar cualquiera de nuestros servicios, usted declara que ha leído, comprendido y aceptado estos términos y la política de privacidad que forma parte de ellos. Si no está de acuerdo, le pedimos no utilizar la plataforma.',

  '1. Registro y cuenta de usuario',

  'Para acceder a los cursos debe crear una cuenta con datos verdaderos, completos y actualizados, y ser mayor de 18 años. Su cuenta es personal e intransferible: usted es responsable de mantener la confidencialidad de su contraseña y de toda actividad realizada con ella. Si sospecha un uso no autorizado, comuníquese de inmediato con nuestro equipo de soporte.',

  '2. Naturaleza del contenido educativo',

  'El contenido de los cursos tiene fines exclusivamente educativos y de actualización profesional. No constituye asesoría médica individual ni reemplaza el juicio clínico, las guías de práctica clínica vigentes ni la normativa del Ministerio de Salud Pública o de la autoridad sanitaria de su país. Cada profesional es responsable de las decisiones que tome en la atención de sus pacientes y de verificar dosis, indicaciones y protocolos antes de aplicarlos.',

  'Los cursos de telemedicina explican buenas prácticas y marcos de referencia; no habilitan por sí mismos el ejercicio profesional en una jurisdicción distinta de aquella en la que el participante está autorizado a ejercer.',

  '3. Precios, pagos y facturación',

  'Los precios se expresan en dólares de los Estados Unidos de América (USD) e incluyen el impuesto al valor agregado cuando corresponde. Los pagos se procesan mediante proveedores de pago certificados; Campus Salud no almacena los datos completos de su tarjeta. Una vez aprobado el pago recibirá la confirmación por correo electrónico y el acceso al curso se habilitará en su área de estudiante. La factura electrónica se emite con los datos que registre en su perfil, conforme a la normativa del Servicio de Rentas Internas.',

  'Algunos productos, como la preventa de libros, se adquieren a través de una página de pago específica; en ese caso se aplican además las condiciones del procesador de pagos correspondiente.',

  '4. Acceso a los cursos',

  'Salvo que la página del curso indique otra cosa, el acceso a los cursos grabados es ilimitado mientras la plataforma esté en funcionamiento. Las mentorías y los programas con duración determinada se rigen por el plazo indicado en su descripción, contado desde la inscripción. Las sesiones en vivo se realizan en la fecha y hora anunciadas y, cuando es posible, su grabación queda disponible en el curso.',

  '5. Política de reembolsos',

  'Si un curso pagado no cumple sus expectativas, puede solicitar el reembolso total dentro de los 7 días calendario siguientes a la compra, siempre que no haya completado más del 25 % del contenido ni obtenido el certificado. Para solicitarlo, escriba a soporte desde el correo con el que realizó la compra, indicando el curso y el número de transacción.',

  'Los reembolsos aprobados se efectúan por el mismo medio de pago en un plazo de hasta 30 días, según los tiempos de la entidad emisora de la tarjeta. Las mentorías con sesiones ya realizadas, los talleres en vivo ya celebrados y los productos digitales descargados no son reembolsables, salvo falla imputable a Campus Salud. Nada de lo anterior limita los derechos que le reconoce la Ley Orgánica de Defensa del Consumidor.',

  '6. Certificados',

  'Los cursos que así lo indican otorgan un certificado digital de aprobación cuando completa al menos el 75 % del contenido y cumple los demás requisitos señalados en el curso. El certificado incluye su nombre tal como consta en su perfil, el nombre del curso, la carga horaria y la fecha de emisión, y puede verificarse mediante un código único.',

  'Los certificados acreditan la participación en una actividad de educación continua. No constituyen un título académico ni una especialización, y su reconocimiento para fines de recertificación o de puntaje depende de cada institución o colegio profesional.',

  '7. Propiedad intelectual y uso del contenido',

  'Los videos, textos, presentaciones, guías, imágenes, marcas y demás materiales de la plataforma son propiedad de Campus Salud o de sus docentes, y están protegidos por la normativa de propiedad intelectual vigente en Ecuador y por los tratados internacionales. La compra de un curso le concede una licencia personal, no exclusiva e intransferible para verlo con fines de formación propia.',

  'No está permitido descargar los videos por medios no habilitados, grabar la pantalla, compartir su cuenta, revender o redistribuir el contenido, ni utilizarlo en clases o publicaciones sin autorización escrita. Los materiales marcados como descargables pueden usarse en su práctica clínica, conservando la referencia a su autoría. El incumplimiento puede dar lugar a la cancelación de la cuenta sin reembolso y a las acciones legales correspondientes.',

  'POLÍTICA DE PRIVACIDAD',

  '8. Responsable del tratamiento',

  'Campus Salud es responsable del tratamiento de los datos personales que recopila a través de la plataforma, conforme a la Ley Orgánica de Protección de Datos Personales del Ecuador (LOPDP), publicada en el Registro Oficial Suplemento 459 del 26 de mayo de 2021, y a su reglamento.',

  '9. Datos que recopilamos y finalidades',

  'Recopilamos los datos que nos entrega al registrarse, al inscribirse en una guía, un webinar o un curso, o al escribirnos: nombres, apellidos, correo electrónico, teléfono, fecha de nacimiento y, si los completa, documento de identidad y datos de facturación. También registramos su progreso en los cursos, sus preguntas y notas, sus compras y datos técnicos como la dirección IP, el tipo de navegador y la ciudad y el país aproximados desde los que se conecta.',

  'Usamos estos datos para crear y administrar su cuenta, darle acceso a los cursos y emitir sus certificados, procesar pagos y facturas, responder sus consultas, enviarle información sobre las actividades en las que se inscribió y mejorar la plataforma. Con su consentimiento, que puede retirar en cualquier momento, le enviaremos información sobre nuevos cursos y eventos.',

  'La base legal del tratamiento es la ejecución del contrato de servicios educativos, el cumplimiento de obligaciones legales y tributarias, su consentimiento y el interés legítimo de mantener la seguridad de la plataforma. No tratamos datos de salud de pacientes: está prohibido ingresarlos en la plataforma.',

  '10. Con quién compartimos sus datos',

  'No vendemos ni alquilamos sus datos personales. Solo los compartimos con los encargados que nos prestan servicios necesarios —procesadores de pago, alojamiento en la nube, envío de correo electrónico y facturación electrónica—, que actúan bajo contrato y con obligaciones de confidencialidad y seguridad, y con las autoridades cuando la ley lo exige. Algunos de estos proveedores pueden estar ubicados fuera del Ecuador; en esos casos realizamos la transferencia internacional con las garantías previstas en la LOPDP.',

  '11. Conservación y seguridad',

  'Conservamos sus datos mientras su cuenta esté activa y, después, durante el tiempo necesario para cumplir obligaciones legales y tributarias o atender reclamaciones. Aplicamos medidas técnicas y organizativas razonables: cifrado de las comunicaciones, contraseñas almacenadas con algoritmos seguros, control de accesos y copias de seguridad. Si se produjera una vulneración de seguridad que afecte sus datos, la notificaremos a la autoridad de protección de datos y a usted en los plazos que fija la ley.',

  '12. Sus derechos',

  'Como titular de los datos puede ejercer en cualquier momento los derechos de acceso, rectificación y actualización, eliminación, oposición, portabilidad y suspensión del tratamiento, así como el derecho a no ser objeto de decisiones basadas únicamente en valoraciones automatizadas. Para hacerlo, escríbanos desde el correo registrado en su cuenta indicando el derecho que desea ejercer; responderemos en un plazo máximo de 15 días. Si considera que no hemos atendido su solicitud, puede presentar un reclamo ante la Superintendencia de Protección de Datos Personales.',

  '13. Almacenamiento local del navegador',

  'La plataforma utiliza el almacenamiento local de su navegador para mantener su sesión iniciada, recordar su carrito y los datos de los formularios que completa. No utilizamos cookies publicitarias de terceros. Puede borrar estos datos desde la configuración de su navegador; al hacerlo, se cerrará su sesión.',

  '14. Cambios y legislación aplicable',

  'Campus Salud puede actualizar estos términos y la política de privacidad. Publicaremos la nueva versión en la plataforma con su fecha de actualización y, si los cambios son relevantes, le avisaremos por correo electrónico. Estos términos se rigen por las leyes de la República del Ecuador; cualquier controversia se someterá a los jueces competentes de la ciudad de Quito, sin perjuicio de los derechos que la ley reconoce a los consumidores.',

  '15. Contacto',

  'Para consultas sobre estos términos, solicitudes de reembolso o el ejercicio de sus derechos sobre sus datos personales, escríbanos mediante el formulario de la página Contacto o al correo electrónico de soporte indicado en ella, o comuníquese con nosotros al +593 99 123 4567, de lunes a viernes, de 09:00 a 18:00 (hora de Ecuador).',
];

export const LEGAL_DOCUMENT = {
  title: 'Términos y condiciones y política de privacidad',
  body: paragraphs.join('\n\n'),
} as const satisfies { title: string; body: string };
