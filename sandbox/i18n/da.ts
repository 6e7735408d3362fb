/** The sandbox's texts in Danish, keyed by their English (inLanguage.ts). */
export const da: Record<string, string> = {
  'A member of the European Holiday Homes retail group.': 'Medlem af handelsgruppen European Holiday Homes.',
  'Arrival day 16:00 to 20:00': 'Ankomstdagen fra kl. 16.00 til 20.00',
  'Baby cot': 'Babyseng',
  'Bed linen and towels': 'Sengelinned og håndklæder',
  'Bicycle rental': 'Cykeludlejning',
  'Bread service': 'Levering af morgenbrød',
  'Casa Almendro: white finca among almond trees': 'Casa Almendro: hvid finca mellem mandeltræer',
  'Casa do Farol: whitewashed house above the cliffs': 'Casa do Farol: hvidkalket hus oven over klipperne',
  'Casa Lucia: garden at dusk': 'Casa Lucia: haven i skumringen',
  'Casa Lucia: stone house with olive trees': 'Casa Lucia: stenhus med oliventræer',
  'Casa Lucia: terrace above the lake': 'Casa Lucia: terrasse over søen',
  'Chalet Alpenglühn: living room with fireplace': 'Chalet Alpenglühn: stue med pejs',
  'Chalet Alpenglühn: the slopes in winter': 'Chalet Alpenglühn: pisterne om vinteren',
  'Chalet Alpenglühn: wooden chalet below the mountains':
    'Chalet Alpenglühn: træchalet ved foden af bjergene',
  'Close the shutters when you leave the house.': 'Luk skodderne, når du forlader huset.',
  'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.':
    'Hent først nøglerne hos Agenzia Lago i den gamle bydel i Lazise. Casa Lucia ligger 2 km mod nord ad Gardesana (SR 249) på søsiden, efter campingpladsen.',
  'Collect the keys at the agency in Albufeira.': 'Hent nøglerne hos udlejningsbureauet i Albufeira.',
  'Collect the keys at the agency in Cala Ratjada.': 'Hent nøglerne hos udlejningsbureauet i Cala Ratjada.',
  'Collect the keys at the agency in Lazise.': 'Hent nøglerne hos udlejningsbureauet i Lazise.',
  'Contact us': 'Kontakt os',
  'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.':
    'Kære {name}\n\nTak for din bestilling. Dit personlige katalog kommer med posten inden for et par dage.',
  'Decline payment': 'Afvis betaling',
  'Energy by consumption': 'Energi efter forbrug',
  'Final cleaning': 'Slutrengøring',
  Firewood: 'Brænde',
  'From 16:00 on arrival day': 'Fra kl. 16.00 på ankomstdagen',
  'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.':
    'Fra Varde tager du vej 431 til Blåvand. I rundkørslen ved fyret drejer du til højre ad Klitvej; huset er det sidste på venstre side, bag klitterne.',
  'Garage for one car under the chalet; a second car fits in the bay beside the entrance.':
    'Garage til én bil under chaletten; en bil mere kan holde på pladsen ved siden af indgangen.',
  'Haus Dünenblick: brick house behind the dunes': 'Haus Dünenblick: murstenshus bag klitterne',
  'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.':
    'Her er dit personlige link igen:\n{url}\n\nDel det ikke med andre: alle, der har linket, kan administrere bookingen.',
  'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Hej\n\nIndtast denne kode for at gendanne adgangen til din konto:\n\n{code}\n\nKoden er gyldig i 15 minutter.\nHvis du ikke har bedt om den, kan du se bort fra denne e-mail.',
  'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.':
    'Hej\n\nIndtast denne kode for at bekræfte din e-mailadresse:\n\n{code}\n\nKoden er gyldig i 15 minutter.\nHvis du ikke har oprettet en konto, kan du se bort fra denne e-mail.',
  'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.':
    'Hej\n\nNogen har bedt om at gendanne adgangen til en konto med denne e-mailadresse ({address}), men der findes ingen konto med den.\nHvis det var dig, så kontrollér, hvilken e-mailadresse du oprettede din konto med, eller opret en ny konto.\nHvis ikke, kan du se bort fra denne e-mail.',
  Imprint: 'Virksomhedsoplysninger',
  'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.':
    'I Kitzbühel følger du skiltene mod Hahnenkamm-svævebanen og kører derefter 800 m op ad Hahnenkammstraße. Chaletten ligger til højre og har grønne skodder.',
  Invoice: 'Faktura',
  'Klitgården: thatched cottage in the dunes': 'Klitgården: stråtækt hus i klitterne',
  'Klitgården: the beach at Blåvand': 'Klitgården: stranden ved Blåvand',
  'Mas des Lavandes: stone farmhouse among lavender fields':
    'Mas des Lavandes: stenbondegård mellem lavendelmarker',
  'No parties; quiet from 22:00.': 'Ingen fester; der skal være ro fra kl. 22.00.',
  'No smoking indoors.': 'Rygning er ikke tilladt indendørs.',
  'One car in the courtyard; the gate opens with the remote on the key ring.':
    'Plads til én bil i gården; porten åbnes med fjernbetjeningen på nøgleringen.',
  Pay: 'Betal',
  'Payment received for reservation {number}': 'Betaling modtaget for booking {number}',
  Pet: 'Husdyr',
  'Pets only as booked.': 'Kun husdyr, der er med i bookingen.',
  'Please verify your email address': 'Bekræft din e-mailadresse',
  'Privacy policy': 'Privatlivspolitik',
  'Quiet from 22:00 to 07:00.': 'Der skal være ro fra kl. 22.00 til 07.00.',
  'Recover access to your account': 'Gendan adgangen til din konto',
  'Refund for reservation {number}': 'Tilbagebetaling for booking {number}',
  'Reservation {number} cancelled': 'Booking {number} er afbestilt',
  'Reservation {number} changed': 'Booking {number} er ændret',
  'Sandbox payment': 'Testbetaling (sandbox)',
  'Ski boots stay in the boot room.': 'Skistøvler skal blive i støvlerummet.',
  'Sort the rubbish: the green bin is for food waste.': 'Sortér affaldet: den grønne spand er til madaffald.',
  'State: {state}': 'Status: {state}',
  'Terms and conditions': 'Handelsbetingelser',
  'Thank you: we received {amount}.': 'Tak! Vi har modtaget {amount}.',
  'The owner welcomes you at the chalet.': 'Ejeren tager imod dig ved chaletten.',
  'The owner welcomes you at the house.': 'Ejeren tager imod dig ved huset.',
  'The owners welcome you at the villa.': 'Ejerne tager imod dig ved villaen.',
  'This page stands in for the payment provider.': 'Denne side træder i stedet for betalingsudbyderen.',
  'This payment is finished.': 'Denne betaling er afsluttet.',
  'Tourist tax': 'Turistskat',
  'Travel voucher': 'Rejsebevis',
  'Two cars on the gravel drive in front of the house. Please do not park on the dunes.':
    'Plads til to biler i grusindkørslen foran huset. Parkér venligst ikke i klitterne.',
  'Villa Maslina: stone villa with a view of the sea': 'Villa Maslina: stenvilla med udsigt over havet',
  'Your catalogue is on its way': 'Dit katalog er på vej',
  'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Din kode er {code}.\n\nIndtast den på din konto for at tilføje denne booking. Den er gyldig i 15 minutter.\nHvis du ikke har bedt om den, kan du se bort fra denne e-mail.',
  'Your code to add reservation {number} to your account':
    'Din kode til at føje booking {number} til din konto',
  'Your link to reservation {number}': 'Dit link til booking {number}',
  'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.':
    'Din booking er afbestilt. Hvis du har betalt mere end afbestillingsgebyret, kan du vælge din tilbagebetaling på bookingsiden.',
  'Your reservation has been changed. The new details are on your reservation page.':
    'Din booking er ændret. De nye oplysninger finder du på din bookingside.',
  'Your verification code for reservation {number}': 'Din bekræftelseskode til booking {number}',
  'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Din bekræftelseskode er {code}.\n\nIndtast den på bookingsiden for at bekræfte din ændring. Den er gyldig i 15 minutter.\nHvis du ikke har bedt om den, kan du se bort fra denne e-mail.',
  'by meter': 'efter forbrug',
  'person per night': 'pr. person pr. nat',
  '{count} persons': '{count} personer',
  'Your arrival details for reservation {number} are ready':
    'Dine ankomstoplysninger for reservation {number} er klar',
  'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.':
    'Koden til nøgleboksen og alt andet til din ankomst står nu på din ankomstside:\n{url}\n\nHold linket for dig selv: Alle, der har det, kan se koden.',
  'Daily 16:00 to 19:00': 'Alle dage fra kl. 16.00 til 19.00',
  'Daily 16:00 to 20:00': 'Alle dage fra kl. 16.00 til 20.00',
  'The keys are in a key safe by the front door.': 'Nøglerne ligger i en nøgleboks ved hoveddøren.',
  'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.':
    'Nøglerne ligger i en nøgleboks ved hoveddøren; din nøgleholder sender dig koden, inden du ankommer.',
};
