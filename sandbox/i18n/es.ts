/** The sandbox's texts in Spanish, keyed by their English (inLanguage.ts). */
export const es: Record<string, string> = {
  'A member of the European Holiday Homes retail group.':
    'Miembro del grupo comercial European Holiday Homes.',
  'Arrival day 16:00 to 20:00': 'Día de llegada, de 16:00 a 20:00',
  'Baby cot': 'Cuna',
  'Bed linen and towels': 'Ropa de cama y toallas',
  'Bicycle rental': 'Alquiler de bicicletas',
  'Bread service': 'Servicio de pan',
  'Casa Almendro: white finca among almond trees': 'Casa Almendro: finca blanca entre almendros',
  'Casa do Farol: whitewashed house above the cliffs': 'Casa do Farol: casa encalada sobre los acantilados',
  'Casa Lucia: garden at dusk': 'Casa Lucia: el jardín al anochecer',
  'Casa Lucia: stone house with olive trees': 'Casa Lucia: casa de piedra con olivos',
  'Casa Lucia: terrace above the lake': 'Casa Lucia: terraza sobre el lago',
  'Chalet Alpenglühn: living room with fireplace': 'Chalet Alpenglühn: salón con chimenea',
  'Chalet Alpenglühn: the slopes in winter': 'Chalet Alpenglühn: las pistas en invierno',
  'Chalet Alpenglühn: wooden chalet below the mountains':
    'Chalet Alpenglühn: chalet de madera al pie de las montañas',
  'Close the shutters when you leave the house.': 'Cierre las contraventanas cuando salga de la casa.',
  'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.':
    'Recoja primero las llaves en Agenzia Lago, en el casco antiguo de Lazise. Casa Lucia está 2 km al norte, en la Gardesana (SR 249), en el lado del lago, pasado el camping.',
  'Collect the keys at the agency in Albufeira.': 'Recoja las llaves en la agencia de Albufeira.',
  'Collect the keys at the agency in Cala Ratjada.': 'Recoja las llaves en la agencia de Cala Ratjada.',
  'Collect the keys at the agency in Lazise.': 'Recoja las llaves en la agencia de Lazise.',
  'Contact us': 'Contacto',
  'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.':
    'Hola, {name}:\n\nGracias por su solicitud: recibirá su catálogo personal por correo postal en unos días.',
  'Decline payment': 'Rechazar el pago',
  'Energy by consumption': 'Energía según consumo',
  'Final cleaning': 'Limpieza final',
  Firewood: 'Leña',
  'From 16:00 on arrival day': 'El día de llegada, a partir de las 16:00',
  'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.':
    'Desde Varde, tome la carretera 431 hasta Blåvand. En la rotonda del faro, gire a la derecha por Klitvej; la casa es la última a la izquierda, detrás de las dunas.',
  'Garage for one car under the chalet; a second car fits in the bay beside the entrance.':
    'Garaje para un coche debajo del chalet; un segundo coche cabe en la plaza de aparcamiento junto a la entrada.',
  'Haus Dünenblick: brick house behind the dunes': 'Haus Dünenblick: casa de ladrillo detrás de las dunas',
  'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.':
    'Aquí tiene de nuevo su enlace personal:\n{url}\n\nNo lo comparta con nadie: quien lo tenga podrá gestionar la reserva.',
  'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Hola:\n\nPara recuperar el acceso a su cuenta, introduzca este código:\n\n{code}\n\nEl código es válido durante 15 minutos.\nSi no lo ha solicitado, puede ignorar este correo electrónico.',
  'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.':
    'Hola:\n\nPara confirmar su dirección de correo electrónico, introduzca este código:\n\n{code}\n\nEl código es válido durante 15 minutos.\nSi no ha creado ninguna cuenta, puede ignorar este correo electrónico.',
  'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.':
    'Hola:\n\nAlguien ha solicitado recuperar el acceso a una cuenta con esta dirección de correo electrónico ({address}), pero no existe ninguna cuenta con ella.\nSi ha sido usted, compruebe la dirección con la que se registró o cree una cuenta nueva.\nSi no, puede ignorar este correo electrónico.',
  Imprint: 'Aviso legal',
  'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.':
    'En Kitzbühel, siga las indicaciones hacia el teleférico del Hahnenkamm y suba 800 m por la Hahnenkammstraße. El chalet está a la derecha, con contraventanas verdes.',
  Invoice: 'Factura',
  'Klitgården: thatched cottage in the dunes': 'Klitgården: casita con tejado de paja entre las dunas',
  'Klitgården: the beach at Blåvand': 'Klitgården: la playa de Blåvand',
  'Mas des Lavandes: stone farmhouse among lavender fields':
    'Mas des Lavandes: masía de piedra entre campos de lavanda',
  'No parties; quiet from 22:00.': 'No se permiten fiestas; silencio a partir de las 22:00.',
  'No smoking indoors.': 'Prohibido fumar dentro de la casa.',
  'One car in the courtyard; the gate opens with the remote on the key ring.':
    'Un coche en el patio; el portón se abre con el mando a distancia del llavero.',
  Pay: 'Pagar',
  'Payment received for reservation {number}': 'Pago recibido para la reserva {number}',
  Pet: 'Mascota',
  'Pets only as booked.': 'Solo se admiten las mascotas incluidas en la reserva.',
  'Please verify your email address': 'Confirme su dirección de correo electrónico',
  'Privacy policy': 'Política de privacidad',
  'Quiet from 22:00 to 07:00.': 'Silencio de 22:00 a 07:00.',
  'Recover access to your account': 'Recupere el acceso a su cuenta',
  'Refund for reservation {number}': 'Reembolso de la reserva {number}',
  'Reservation {number} cancelled': 'Reserva {number} cancelada',
  'Reservation {number} changed': 'Reserva {number} modificada',
  'Sandbox payment': 'Pago de prueba (sandbox)',
  'Ski boots stay in the boot room.': 'Las botas de esquí se dejan en el guardaesquís.',
  'Sort the rubbish: the green bin is for food waste.':
    'Separe la basura: el cubo verde es para los restos de comida.',
  'State: {state}': 'Estado: {state}',
  'Terms and conditions': 'Condiciones generales',
  'Thank you: we received {amount}.': 'Gracias: hemos recibido {amount}.',
  'The owner welcomes you at the chalet.': 'La propietaria le recibirá en el chalet.',
  'The owner welcomes you at the house.': 'El propietario le recibirá en la casa.',
  'The owners welcome you at the villa.': 'Los propietarios le recibirán en la villa.',
  'This page stands in for the payment provider.': 'Esta página sustituye al proveedor de pago.',
  'This payment is finished.': 'Este pago ya ha finalizado.',
  'Tourist tax': 'Tasa turística',
  'Travel voucher': 'Bono de viaje',
  'Two cars on the gravel drive in front of the house. Please do not park on the dunes.':
    'Dos coches en el camino de grava delante de la casa. No aparque en las dunas, por favor.',
  'Villa Maslina: stone villa with a view of the sea': 'Villa Maslina: villa de piedra con vistas al mar',
  'Your catalogue is on its way': 'Su catálogo está en camino',
  'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Su código es {code}.\n\nIntrodúzcalo en su cuenta para añadir esta reserva. Es válido durante 15 minutos.\nSi no lo ha solicitado, puede ignorar este correo electrónico.',
  'Your code to add reservation {number} to your account':
    'Su código para añadir la reserva {number} a su cuenta',
  'Your link to reservation {number}': 'Su enlace a la reserva {number}',
  'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.':
    'Su reserva se ha cancelado. Si ha pagado más que los gastos de cancelación, elija cómo desea recibir el reembolso en la página de la reserva.',
  'Your reservation has been changed. The new details are on your reservation page.':
    'Su reserva se ha modificado. Encontrará los nuevos datos en la página de su reserva.',
  'Your verification code for reservation {number}': 'Su código de verificación para la reserva {number}',
  'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Su código de verificación es {code}.\n\nIntrodúzcalo en la página de la reserva para confirmar el cambio. Es válido durante 15 minutos.\nSi no lo ha solicitado, puede ignorar este correo electrónico.',
  'by meter': 'según contador',
  'person per night': 'por persona y noche',
  '{count} persons': '{count} personas',
  'Your arrival details for reservation {number} are ready':
    'Los datos de llegada de la reserva {number} ya están disponibles',
  'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.':
    'El código de la caja de llaves y todo lo necesario para su llegada ya están en su página de llegada:\n{url}\n\nNo comparta el enlace: quien lo tenga puede ver el código.',
  'Daily 16:00 to 19:00': 'Todos los días, de 16:00 a 19:00',
  'Daily 16:00 to 20:00': 'Todos los días, de 16:00 a 20:00',
  'The keys are in a key safe by the front door.':
    'Las llaves están en una caja de llaves junto a la puerta de entrada.',
  'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.':
    'Las llaves están en una caja de llaves junto a la puerta de entrada; la persona encargada de las llaves le envía el código antes de su llegada.',
};
