/** The sandbox's texts in Dutch, keyed by their English (inLanguage.ts). */
export const nl: Record<string, string> = {
  'A member of the European Holiday Homes retail group.':
    'Onderdeel van de handelsgroep European Holiday Homes.',
  'Arrival day 16:00 to 20:00': 'Aankomstdag van 16:00 tot 20:00 uur',
  'Baby cot': 'Kinderbedje',
  'Bed linen and towels': 'Bedlinnen en handdoeken',
  'Bicycle rental': 'Fietsverhuur',
  'Bread service': 'Broodjesservice',
  'Casa Almendro: white finca among almond trees': 'Casa Almendro: witte finca tussen de amandelbomen',
  'Casa do Farol: whitewashed house above the cliffs': 'Casa do Farol: witgekalkt huis boven de kliffen',
  'Casa Lucia: garden at dusk': 'Casa Lucia: tuin in de schemering',
  'Casa Lucia: stone house with olive trees': 'Casa Lucia: stenen huis met olijfbomen',
  'Casa Lucia: terrace above the lake': 'Casa Lucia: terras boven het meer',
  'Chalet Alpenglühn: living room with fireplace': 'Chalet Alpenglühn: woonkamer met open haard',
  'Chalet Alpenglühn: the slopes in winter': 'Chalet Alpenglühn: de skipistes in de winter',
  'Chalet Alpenglühn: wooden chalet below the mountains':
    'Chalet Alpenglühn: houten chalet aan de voet van de bergen',
  'Close the shutters when you leave the house.': 'Sluit de luiken wanneer u het huis verlaat.',
  'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.':
    'Haal eerst de sleutels op bij Agenzia Lago in het oude centrum van Lazise. Casa Lucia ligt 2 km noordelijker aan de Gardesana (SR 249), aan de kant van het meer, voorbij de camping.',
  'Collect the keys at the agency in Albufeira.': 'Haal de sleutels op bij het verhuurkantoor in Albufeira.',
  'Collect the keys at the agency in Cala Ratjada.':
    'Haal de sleutels op bij het verhuurkantoor in Cala Ratjada.',
  'Collect the keys at the agency in Lazise.': 'Haal de sleutels op bij het verhuurkantoor in Lazise.',
  'Contact us': 'Contact',
  'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.':
    'Beste {name},\n\nbedankt voor uw aanvraag: uw persoonlijke catalogus komt binnen enkele dagen per post bij u aan.',
  'Decline payment': 'Betaling weigeren',
  'Energy by consumption': 'Energie op basis van verbruik',
  'Final cleaning': 'Eindschoonmaak',
  Firewood: 'Openhaardhout',
  'From 16:00 on arrival day': 'Op de aankomstdag vanaf 16:00 uur',
  'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.':
    'Neem vanuit Varde de weg 431 naar Blåvand. Sla bij de rotonde bij de vuurtoren rechtsaf de Klitvej in; het huis is het laatste aan de linkerkant, achter de duinen.',
  'Garage for one car under the chalet; a second car fits in the bay beside the entrance.':
    'Garage voor één auto onder het chalet; een tweede auto past op de parkeerplaats naast de ingang.',
  'Haus Dünenblick: brick house behind the dunes': 'Haus Dünenblick: bakstenen huis achter de duinen',
  'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.':
    'Hier is uw persoonlijke link nogmaals:\n{url}\n\nDeel deze link met niemand: wie hem heeft, kan de boeking beheren.',
  'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Hallo,\n\nmet deze code krijgt u weer toegang tot uw account:\n\n{code}\n\nDe code is 15 minuten geldig.\nHeeft u de code niet aangevraagd, dan kunt u deze e-mail negeren.',
  'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.':
    'Hallo,\n\nbevestig uw e-mailadres met deze code:\n\n{code}\n\nDe code is 15 minuten geldig.\nHeeft u geen account aangemaakt, dan kunt u deze e-mail negeren.',
  'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.':
    'Hallo,\n\niemand heeft gevraagd om weer toegang tot een account met dit e-mailadres ({address}), maar er bestaat geen account voor dit adres.\nWas u dat, controleer dan met welk adres u zich heeft geregistreerd of maak een nieuw account aan.\nZo niet, dan kunt u deze e-mail negeren.',
  Imprint: 'Colofon',
  'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.':
    'Volg in Kitzbühel de borden naar de kabelbaan van de Hahnenkamm en rijd daarna 800 m bergop over de Hahnenkammstraße. Het chalet staat rechts, met groene luiken.',
  Invoice: 'Factuur',
  'Klitgården: thatched cottage in the dunes': 'Klitgården: huisje met rieten dak in de duinen',
  'Klitgården: the beach at Blåvand': 'Klitgården: het strand bij Blåvand',
  'Mas des Lavandes: stone farmhouse among lavender fields':
    'Mas des Lavandes: stenen boerderij tussen de lavendelvelden',
  'No parties; quiet from 22:00.': 'Geen feesten; nachtrust vanaf 22:00 uur.',
  'No smoking indoors.': 'Binnen wordt niet gerookt.',
  'One car in the courtyard; the gate opens with the remote on the key ring.':
    'Eén auto op de binnenplaats; het hek opent u met de afstandsbediening aan de sleutelbos.',
  Pay: 'Betalen',
  'Payment received for reservation {number}': 'Betaling ontvangen voor reservering {number}',
  Pet: 'Huisdier',
  'Pets only as booked.': 'Huisdieren alleen zoals geboekt.',
  'Please verify your email address': 'Bevestig uw e-mailadres',
  'Privacy policy': 'Privacyverklaring',
  'Quiet from 22:00 to 07:00.': 'Nachtrust van 22:00 tot 07:00 uur.',
  'Recover access to your account': 'Weer toegang tot uw account',
  'Refund for reservation {number}': 'Terugbetaling voor reservering {number}',
  'Reservation {number} cancelled': 'Reservering {number} geannuleerd',
  'Reservation {number} changed': 'Reservering {number} gewijzigd',
  'Sandbox payment': 'Testbetaling (sandbox)',
  'Ski boots stay in the boot room.': 'Skischoenen blijven in de skischoenenruimte.',
  'Sort the rubbish: the green bin is for food waste.':
    'Scheid het afval: de groene bak is voor etensresten.',
  'State: {state}': 'Status: {state}',
  'Terms and conditions': 'Algemene voorwaarden',
  'Thank you: we received {amount}.': 'Bedankt: we hebben {amount} ontvangen.',
  'The owner welcomes you at the chalet.': 'De eigenaresse ontvangt u bij het chalet.',
  'The owner welcomes you at the house.': 'De eigenaar ontvangt u bij het huis.',
  'The owners welcome you at the villa.': 'De eigenaren ontvangen u bij de villa.',
  'This page stands in for the payment provider.': 'Deze pagina vervangt de betaaldienst.',
  'This payment is finished.': 'Deze betaling is afgerond.',
  'Tourist tax': 'Toeristenbelasting',
  'Travel voucher': 'Reisbescheiden',
  'Two cars on the gravel drive in front of the house. Please do not park on the dunes.':
    'Twee auto’s op de grindoprit voor het huis. Parkeer niet in de duinen.',
  'Villa Maslina: stone villa with a view of the sea': 'Villa Maslina: stenen villa met uitzicht op zee',
  'Your catalogue is on its way': 'Uw catalogus is onderweg',
  'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Uw code is {code}.\n\nVul deze in uw account in om deze boeking toe te voegen. De code is 15 minuten geldig.\nHeeft u de code niet aangevraagd, dan kunt u deze e-mail negeren.',
  'Your code to add reservation {number} to your account':
    'Uw code om reservering {number} aan uw account toe te voegen',
  'Your link to reservation {number}': 'Uw link naar reservering {number}',
  'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.':
    'Uw reservering is geannuleerd. Heeft u meer betaald dan de annuleringskosten, kies dan uw terugbetaling op de reserveringspagina.',
  'Your reservation has been changed. The new details are on your reservation page.':
    'Uw reservering is gewijzigd. De nieuwe gegevens vindt u op uw reserveringspagina.',
  'Your verification code for reservation {number}': 'Uw verificatiecode voor reservering {number}',
  'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Uw verificatiecode is {code}.\n\nVul deze in op de reserveringspagina om uw wijziging te bevestigen. De code is 15 minuten geldig.\nHeeft u de code niet aangevraagd, dan kunt u deze e-mail negeren.',
  'by meter': 'volgens meterstand',
  'person per night': 'per persoon per nacht',
  '{count} persons': '{count} personen',
  'Your arrival details for reservation {number} are ready':
    'Uw aankomstgegevens voor reservering {number} staan klaar',
  'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.':
    'De code van het sleutelkastje en alles voor uw aankomst staan nu op uw aankomstpagina:\n{url}\n\nHoud de link voor uzelf: wie hem heeft, kan de code zien.',
  'Daily 16:00 to 19:00': 'Dagelijks van 16:00 tot 19:00 uur',
  'Daily 16:00 to 20:00': 'Dagelijks van 16:00 tot 20:00 uur',
  'The keys are in a key safe by the front door.':
    'De sleutels liggen in een sleutelkluisje bij de voordeur.',
  'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.':
    'De sleutels liggen in een sleutelkluisje bij de voordeur; uw sleutelhouder stuurt u de code vóór uw aankomst.',
};
