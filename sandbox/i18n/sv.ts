/** The sandbox's texts in Swedish, keyed by their English (inLanguage.ts). */
export const sv: Record<string, string> = {
  'A member of the European Holiday Homes retail group.': 'Medlem i handelsgruppen European Holiday Homes.',
  'Arrival day 16:00 to 20:00': 'Ankomstdagen kl. 16:00–20:00',
  'Baby cot': 'Barnsäng',
  'Bed linen and towels': 'Sänglinne och handdukar',
  'Bicycle rental': 'Cykeluthyrning',
  'Bread service': 'Brödleverans',
  'Casa Almendro: white finca among almond trees': 'Casa Almendro: vit finca bland mandelträd',
  'Casa do Farol: whitewashed house above the cliffs': 'Casa do Farol: vitkalkat hus ovanför klipporna',
  'Casa Lucia: garden at dusk': 'Casa Lucia: trädgården i skymningen',
  'Casa Lucia: stone house with olive trees': 'Casa Lucia: stenhus med olivträd',
  'Casa Lucia: terrace above the lake': 'Casa Lucia: terrass ovanför sjön',
  'Chalet Alpenglühn: living room with fireplace': 'Chalet Alpenglühn: vardagsrum med öppen spis',
  'Chalet Alpenglühn: the slopes in winter': 'Chalet Alpenglühn: skidbackarna på vintern',
  'Chalet Alpenglühn: wooden chalet below the mountains': 'Chalet Alpenglühn: alpstuga i trä nedanför bergen',
  'Close the shutters when you leave the house.': 'Stäng fönsterluckorna när du lämnar huset.',
  'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.':
    'Hämta först nycklarna hos Agenzia Lago i gamla stan i Lazise. Casa Lucia ligger 2 km norrut längs Gardesana (SR 249), på sjösidan, efter campingplatsen.',
  'Collect the keys at the agency in Albufeira.': 'Hämta nycklarna på uthyrningsbyrån i Albufeira.',
  'Collect the keys at the agency in Cala Ratjada.': 'Hämta nycklarna på uthyrningsbyrån i Cala Ratjada.',
  'Collect the keys at the agency in Lazise.': 'Hämta nycklarna på uthyrningsbyrån i Lazise.',
  'Contact us': 'Kontakta oss',
  'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.':
    'Hej {name}!\n\nTack för din förfrågan: din personliga katalog kommer med posten inom några dagar.',
  'Decline payment': 'Neka betalningen',
  'Energy by consumption': 'Energi efter förbrukning',
  'Final cleaning': 'Slutstädning',
  Firewood: 'Ved',
  'From 16:00 on arrival day': 'Från kl. 16:00 på ankomstdagen',
  'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.':
    'Från Varde tar du väg 431 till Blåvand. I rondellen vid fyren svänger du höger in på Klitvej; huset är det sista på vänster sida, bakom dynerna.',
  'Garage for one car under the chalet; a second car fits in the bay beside the entrance.':
    'Garage för en bil under huset; en andra bil får plats på parkeringsplatsen bredvid entrén.',
  'Haus Dünenblick: brick house behind the dunes': 'Haus Dünenblick: tegelhus bakom sanddynerna',
  'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.':
    'Här är din personliga länk igen:\n{url}\n\nDela den inte med någon: den som har länken kan hantera bokningen.',
  'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Hej!\n\nAnge den här koden för att återfå åtkomst till ditt konto:\n\n{code}\n\nKoden gäller i 15 minuter.\nOm du inte har bett om den kan du bortse från det här mejlet.',
  'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.':
    'Hej!\n\nBekräfta din e-postadress genom att ange den här koden:\n\n{code}\n\nKoden gäller i 15 minuter.\nOm du inte har skapat något konto kan du bortse från det här mejlet.',
  'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.':
    'Hej!\n\nNågon har bett om att återfå åtkomst till ett konto med den här e-postadressen ({address}), men det finns inget konto för den.\nOm det var du kan du kontrollera vilken adress du registrerade dig med eller skapa ett nytt konto.\nOm inte kan du bortse från det här mejlet.',
  Imprint: 'Företagsuppgifter',
  'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.':
    'I Kitzbühel följer du skyltarna till linbanan upp på Hahnenkamm och kör sedan 800 m uppför Hahnenkammstraße. Huset ligger till höger och har gröna fönsterluckor.',
  Invoice: 'Faktura',
  'Klitgården: thatched cottage in the dunes': 'Klitgården: stuga med vasstak bland sanddynerna',
  'Klitgården: the beach at Blåvand': 'Klitgården: stranden vid Blåvand',
  'Mas des Lavandes: stone farmhouse among lavender fields': 'Mas des Lavandes: stengård bland lavendelfält',
  'No parties; quiet from 22:00.': 'Inga fester; tyst från kl. 22:00.',
  'No smoking indoors.': 'Rökning inomhus är inte tillåten.',
  'One car in the courtyard; the gate opens with the remote on the key ring.':
    'En bil på innergården; grinden öppnar du med fjärrkontrollen på nyckelringen.',
  Pay: 'Betala',
  'Payment received for reservation {number}': 'Betalningen för bokning {number} har tagits emot',
  Pet: 'Husdjur',
  'Pets only as booked.': 'Husdjur endast enligt bokningen.',
  'Please verify your email address': 'Bekräfta din e-postadress',
  'Privacy policy': 'Integritetspolicy',
  'Quiet from 22:00 to 07:00.': 'Tyst mellan kl. 22:00 och 07:00.',
  'Recover access to your account': 'Återfå åtkomst till ditt konto',
  'Refund for reservation {number}': 'Återbetalning för bokning {number}',
  'Reservation {number} cancelled': 'Bokning {number} är avbokad',
  'Reservation {number} changed': 'Bokning {number} har ändrats',
  'Sandbox payment': 'Testbetalning',
  'Ski boots stay in the boot room.': 'Skidpjäxor förvaras i pjäxrummet.',
  'Sort the rubbish: the green bin is for food waste.': 'Sortera soporna: den gröna tunnan är för matavfall.',
  'State: {state}': 'Status: {state}',
  'Terms and conditions': 'Allmänna villkor',
  'Thank you: we received {amount}.': 'Tack! Vi har tagit emot {amount}.',
  'The owner welcomes you at the chalet.': 'Ägaren tar emot dig vid huset.',
  'The owner welcomes you at the house.': 'Ägaren tar emot dig vid huset.',
  'The owners welcome you at the villa.': 'Ägarna tar emot dig vid villan.',
  'This page stands in for the payment provider.': 'Den här sidan står i stället för betaltjänsten.',
  'This payment is finished.': 'Den här betalningen är avslutad.',
  'Tourist tax': 'Turistskatt',
  'Travel voucher': 'Hyresbevis',
  'Two cars on the gravel drive in front of the house. Please do not park on the dunes.':
    'Två bilar på grusuppfarten framför huset. Parkera inte på dynerna.',
  'Villa Maslina: stone villa with a view of the sea': 'Villa Maslina: stenvilla med havsutsikt',
  'Your catalogue is on its way': 'Din katalog är på väg',
  'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Din kod är {code}.\n\nAnge den i ditt konto för att lägga till den här bokningen. Den gäller i 15 minuter.\nOm du inte har bett om den kan du bortse från det här mejlet.',
  'Your code to add reservation {number} to your account':
    'Din kod för att lägga till bokning {number} i ditt konto',
  'Your link to reservation {number}': 'Din länk till bokning {number}',
  'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.':
    'Din bokning har avbokats. Om du har betalat mer än avbokningsavgiften väljer du återbetalning på bokningssidan.',
  'Your reservation has been changed. The new details are on your reservation page.':
    'Din bokning har ändrats. De nya uppgifterna finns på din bokningssida.',
  'Your verification code for reservation {number}': 'Din verifieringskod för bokning {number}',
  'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Din verifieringskod är {code}.\n\nAnge den på bokningssidan för att bekräfta ändringen. Den gäller i 15 minuter.\nOm du inte har bett om den kan du bortse från det här mejlet.',
  'by meter': 'efter förbrukning',
  'person per night': 'per person och natt',
  '{count} persons': '{count} personer',
  'Your arrival details for reservation {number} are ready':
    'Dina ankomstuppgifter för bokning {number} är klara',
  'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.':
    'Koden till nyckelboxen och allt annat inför din ankomst finns nu på din ankomstsida:\n{url}\n\nHåll länken för dig själv: den som har den kan se koden.',
  'Daily 16:00 to 19:00': 'Dagligen kl. 16:00–19:00',
  'Daily 16:00 to 20:00': 'Dagligen kl. 16:00–20:00',
  'The keys are in a key safe by the front door.': 'Nycklarna finns i en nyckelbox vid ytterdörren.',
  'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.':
    'Nycklarna finns i en nyckelbox vid ytterdörren; din kontaktperson för nycklarna skickar koden till dig innan du kommer fram.',
};
