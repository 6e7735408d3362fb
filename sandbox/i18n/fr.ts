/** The sandbox's texts in French, keyed by their English (inLanguage.ts). */
export const fr: Record<string, string> = {
  'A member of the European Holiday Homes retail group.':
    'Membre du groupe de distribution European Holiday Homes.',
  'Arrival day 16:00 to 20:00': 'Le jour de l’arrivée, de 16:00 à 20:00',
  'Baby cot': 'Lit bébé',
  'Bed linen and towels': 'Linge de lit et de toilette',
  'Bicycle rental': 'Location de vélos',
  'Bread service': 'Livraison de pain frais',
  'Casa Almendro: white finca among almond trees': 'Casa Almendro : finca blanche au milieu des amandiers',
  'Casa do Farol: whitewashed house above the cliffs':
    'Casa do Farol : maison blanchie à la chaux au-dessus des falaises',
  'Casa Lucia: garden at dusk': 'Casa Lucia : le jardin au crépuscule',
  'Casa Lucia: stone house with olive trees': 'Casa Lucia : maison en pierre entourée d’oliviers',
  'Casa Lucia: terrace above the lake': 'Casa Lucia : terrasse surplombant le lac',
  'Chalet Alpenglühn: living room with fireplace': 'Chalet Alpenglühn : salon avec cheminée',
  'Chalet Alpenglühn: the slopes in winter': 'Chalet Alpenglühn : les pistes en hiver',
  'Chalet Alpenglühn: wooden chalet below the mountains':
    'Chalet Alpenglühn : chalet en bois au pied des montagnes',
  'Close the shutters when you leave the house.':
    'Veuillez fermer les volets lorsque vous quittez la maison.',
  'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.':
    'Retirez d’abord les clés à l’Agenzia Lago, dans la vieille ville de Lazise. Casa Lucia se trouve à 2 km au nord, sur la Gardesana (SR 249), côté lac, après le camping.',
  'Collect the keys at the agency in Albufeira.': 'Retirez les clés à l’agence d’Albufeira.',
  'Collect the keys at the agency in Cala Ratjada.': 'Retirez les clés à l’agence de Cala Ratjada.',
  'Collect the keys at the agency in Lazise.': 'Retirez les clés à l’agence de Lazise.',
  'Contact us': 'Nous contacter',
  'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.':
    'Bonjour {name},\n\nMerci pour votre demande : votre exemplaire du catalogue vous parviendra par la poste d’ici quelques jours.',
  'Decline payment': 'Refuser le paiement',
  'Energy by consumption': 'Énergie selon consommation',
  'Final cleaning': 'Ménage de fin de séjour',
  Firewood: 'Bois de chauffage',
  'From 16:00 on arrival day': 'À partir de 16:00 le jour de l’arrivée',
  'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.':
    'Depuis Varde, prenez la route 431 jusqu’à Blåvand. Au rond-point du phare, tournez à droite dans Klitvej ; la maison est la dernière sur la gauche, derrière les dunes.',
  'Garage for one car under the chalet; a second car fits in the bay beside the entrance.':
    'Garage pour une voiture sous le chalet ; une deuxième voiture peut se garer sur l’emplacement à côté de l’entrée.',
  'Haus Dünenblick: brick house behind the dunes': 'Haus Dünenblick : maison en briques derrière les dunes',
  'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.':
    'Voici à nouveau votre lien personnel :\n{url}\n\nNe le communiquez à personne : quiconque le possède peut gérer la réservation.',
  'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Bonjour,\n\nPour récupérer l’accès à votre compte, veuillez saisir ce code :\n\n{code}\n\nLe code est valable 15 minutes.\nSi vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.':
    'Bonjour,\n\nVeuillez confirmer votre adresse e-mail en saisissant ce code :\n\n{code}\n\nLe code est valable 15 minutes.\nSi vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.':
    'Bonjour,\n\nQuelqu’un a demandé à récupérer l’accès à un compte avec cette adresse e-mail ({address}), mais aucun compte n’existe pour cette adresse.\nSi c’était vous, vérifiez l’adresse utilisée lors de votre inscription ou créez un nouveau compte.\nSinon, vous pouvez ignorer cet e-mail.',
  Imprint: 'Mentions légales',
  'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.':
    'À Kitzbühel, suivez les panneaux indiquant la télécabine du Hahnenkamm, puis montez la Hahnenkammstraße sur 800 m. Le chalet se trouve sur la droite ; ses volets sont verts.',
  Invoice: 'Facture',
  'Klitgården: thatched cottage in the dunes': 'Klitgården : chaumière dans les dunes',
  'Klitgården: the beach at Blåvand': 'Klitgården : la plage de Blåvand',
  'Mas des Lavandes: stone farmhouse among lavender fields':
    'Mas des Lavandes : mas en pierre au milieu des champs de lavande',
  'No parties; quiet from 22:00.': 'Fêtes interdites ; calme requis à partir de 22:00.',
  'No smoking indoors.': 'Il est interdit de fumer à l’intérieur.',
  'One car in the courtyard; the gate opens with the remote on the key ring.':
    'Une place pour une voiture dans la cour ; le portail s’ouvre avec la télécommande accrochée au trousseau de clés.',
  Pay: 'Payer',
  'Payment received for reservation {number}': 'Paiement reçu pour la réservation {number}',
  Pet: 'Animal de compagnie',
  'Pets only as booked.': 'Animaux de compagnie acceptés uniquement s’ils figurent dans la réservation.',
  'Please verify your email address': 'Veuillez confirmer votre adresse e-mail',
  'Privacy policy': 'Politique de confidentialité',
  'Quiet from 22:00 to 07:00.': 'Calme requis de 22:00 à 07:00.',
  'Recover access to your account': 'Récupérer l’accès à votre compte',
  'Refund for reservation {number}': 'Remboursement pour la réservation {number}',
  'Reservation {number} cancelled': 'Réservation {number} annulée',
  'Reservation {number} changed': 'Réservation {number} modifiée',
  'Sandbox payment': 'Paiement de test',
  'Ski boots stay in the boot room.': 'Les chaussures de ski restent au local à skis.',
  'Sort the rubbish: the green bin is for food waste.':
    'Veuillez trier les déchets : la poubelle verte est réservée aux déchets alimentaires.',
  'State: {state}': 'Statut : {state}',
  'Terms and conditions': 'Conditions générales',
  'Thank you: we received {amount}.': 'Merci : nous avons bien reçu {amount}.',
  'The owner welcomes you at the chalet.': 'La propriétaire vous accueille au chalet.',
  'The owner welcomes you at the house.': 'Le propriétaire vous accueille sur place.',
  'The owners welcome you at the villa.': 'Les propriétaires vous accueillent à la villa.',
  'This page stands in for the payment provider.': 'Cette page remplace celle du prestataire de paiement.',
  'This payment is finished.': 'Ce paiement est terminé.',
  'Tourist tax': 'Taxe de séjour',
  'Travel voucher': 'Bon de séjour',
  'Two cars on the gravel drive in front of the house. Please do not park on the dunes.':
    'Place pour deux voitures sur l’allée de gravier devant la maison. Veuillez ne pas vous garer sur les dunes.',
  'Villa Maslina: stone villa with a view of the sea': 'Villa Maslina : villa en pierre avec vue sur la mer',
  'Your catalogue is on its way': 'Votre catalogue est en route',
  'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Votre code est {code}.\n\nSaisissez-le dans votre compte pour ajouter cette réservation. Il est valable 15 minutes.\nSi vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  'Your code to add reservation {number} to your account':
    'Votre code pour ajouter la réservation {number} à votre compte',
  'Your link to reservation {number}': 'Votre lien vers la réservation {number}',
  'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.':
    'Votre réservation a été annulée. Si vous avez payé plus que les frais d’annulation, choisissez votre mode de remboursement sur la page de votre réservation.',
  'Your reservation has been changed. The new details are on your reservation page.':
    'Votre réservation a été modifiée. Les nouvelles informations figurent sur la page de votre réservation.',
  'Your verification code for reservation {number}':
    'Votre code de vérification pour la réservation {number}',
  'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Votre code de vérification est {code}.\n\nSaisissez-le sur la page de la réservation pour confirmer votre modification. Il est valable 15 minutes.\nSi vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  'by meter': 'selon consommation',
  'person per night': 'par personne et par nuit',
  '{count} persons': '{count} personnes',
  'Your arrival details for reservation {number} are ready':
    'Vos informations d’arrivée pour la réservation {number} sont prêtes',
  'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.':
    'Le code de la boîte à clés et tout ce qu’il faut pour votre arrivée se trouvent désormais sur votre page d’arrivée :\n{url}\n\nGardez ce lien pour vous : quiconque l’a peut voir le code.',
  'Daily 16:00 to 19:00': 'Tous les jours, de 16:00 à 19:00',
  'Daily 16:00 to 20:00': 'Tous les jours, de 16:00 à 20:00',
  'The keys are in a key safe by the front door.':
    'Les clés se trouvent dans une boîte à clés près de la porte d’entrée.',
  'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.':
    'Les clés se trouvent dans une boîte à clés près de la porte d’entrée ; votre contact sur place vous envoie le code avant votre arrivée.',
};
