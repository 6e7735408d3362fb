/** The sandbox's texts in Italian, keyed by their English (inLanguage.ts). */
export const it: Record<string, string> = {
  'A member of the European Holiday Homes retail group.':
    'Membro del gruppo commerciale European Holiday Homes.',
  'Arrival day 16:00 to 20:00': 'Giorno di arrivo, dalle 16:00 alle 20:00',
  'Baby cot': 'Culla',
  'Bed linen and towels': 'Biancheria da letto e asciugamani',
  'Bicycle rental': 'Noleggio biciclette',
  'Bread service': 'Servizio pane fresco',
  'Casa Almendro: white finca among almond trees': 'Casa Almendro: finca bianca tra i mandorli',
  'Casa do Farol: whitewashed house above the cliffs':
    'Casa do Farol: casa imbiancata a calce sopra le scogliere',
  'Casa Lucia: garden at dusk': 'Casa Lucia: il giardino al crepuscolo',
  'Casa Lucia: stone house with olive trees': 'Casa Lucia: casa in pietra con ulivi',
  'Casa Lucia: terrace above the lake': 'Casa Lucia: terrazza sopra il lago',
  'Chalet Alpenglühn: living room with fireplace': 'Chalet Alpenglühn: soggiorno con camino',
  'Chalet Alpenglühn: the slopes in winter': 'Chalet Alpenglühn: le piste in inverno',
  'Chalet Alpenglühn: wooden chalet below the mountains':
    'Chalet Alpenglühn: chalet in legno ai piedi delle montagne',
  'Close the shutters when you leave the house.': 'Chiuda le persiane quando esce di casa.',
  'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.':
    'Ritiri prima le chiavi presso l’Agenzia Lago, nel centro storico di Lazise. Casa Lucia si trova 2 km più a nord sulla Gardesana (SR 249), sul lato del lago, dopo il campeggio.',
  'Collect the keys at the agency in Albufeira.': 'Ritiri le chiavi presso l’agenzia di Albufeira.',
  'Collect the keys at the agency in Cala Ratjada.': 'Ritiri le chiavi presso l’agenzia di Cala Ratjada.',
  'Collect the keys at the agency in Lazise.': 'Ritiri le chiavi presso l’agenzia di Lazise.',
  'Contact us': 'Contatti',
  'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.':
    'Gentile {name},\n\nLa ringraziamo per la Sua richiesta: il Suo catalogo personale Le arriverà per posta entro pochi giorni.',
  'Decline payment': 'Rifiuta il pagamento',
  'Energy by consumption': 'Energia a consumo',
  'Final cleaning': 'Pulizia finale',
  Firewood: 'Legna da ardere',
  'From 16:00 on arrival day': 'Dalle 16:00 del giorno di arrivo',
  'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.':
    'Da Varde prenda la strada 431 per Blåvand. Alla rotonda del faro svolti a destra in Klitvej; la casa è l’ultima sulla sinistra, dietro le dune.',
  'Garage for one car under the chalet; a second car fits in the bay beside the entrance.':
    'Garage per un’auto sotto lo chalet; una seconda auto trova posto nello stallo accanto all’ingresso.',
  'Haus Dünenblick: brick house behind the dunes': 'Haus Dünenblick: casa in mattoni dietro le dune',
  'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.':
    'Ecco di nuovo il Suo link personale:\n{url}\n\nNon lo condivida con nessuno: chiunque lo possieda può gestire la prenotazione.',
  'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Buongiorno,\n\nper recuperare l’accesso al Suo account inserisca questo codice:\n\n{code}\n\nIl codice è valido per 15 minuti.\nSe non lo ha richiesto, può ignorare questa e-mail.',
  'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.':
    'Buongiorno,\n\nconfermi il Suo indirizzo e-mail inserendo questo codice:\n\n{code}\n\nIl codice è valido per 15 minuti.\nSe non ha creato un account, può ignorare questa e-mail.',
  'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.':
    'Buongiorno,\n\nqualcuno ha chiesto di recuperare l’accesso a un account con questo indirizzo e-mail ({address}), ma non esiste alcun account associato.\nSe la richiesta è Sua, controlli l’indirizzo usato per la registrazione oppure crei un nuovo account.\nIn caso contrario, può ignorare questa e-mail.',
  Imprint: 'Dati societari',
  'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.':
    'A Kitzbühel segua le indicazioni per la cabinovia dell’Hahnenkamm, poi prenda la Hahnenkammstraße in salita per 800 m. Lo chalet si trova sulla destra, con le persiane verdi.',
  Invoice: 'Fattura',
  'Klitgården: thatched cottage in the dunes': 'Klitgården: casetta con tetto di paglia tra le dune',
  'Klitgården: the beach at Blåvand': 'Klitgården: la spiaggia di Blåvand',
  'Mas des Lavandes: stone farmhouse among lavender fields':
    'Mas des Lavandes: casale in pietra tra i campi di lavanda',
  'No parties; quiet from 22:00.': 'Vietato organizzare feste; silenzio dalle 22:00.',
  'No smoking indoors.': 'Vietato fumare all’interno.',
  'One car in the courtyard; the gate opens with the remote on the key ring.':
    'Un’auto nel cortile; il cancello si apre con il telecomando attaccato al portachiavi.',
  Pay: 'Paga',
  'Payment received for reservation {number}': 'Pagamento ricevuto per la prenotazione {number}',
  Pet: 'Animale domestico',
  'Pets only as booked.': 'Animali domestici solo se prenotati.',
  'Please verify your email address': 'Confermi il Suo indirizzo e-mail',
  'Privacy policy': 'Informativa sulla privacy',
  'Quiet from 22:00 to 07:00.': 'Silenzio dalle 22:00 alle 07:00.',
  'Recover access to your account': 'Recuperi l’accesso al Suo account',
  'Refund for reservation {number}': 'Rimborso per la prenotazione {number}',
  'Reservation {number} cancelled': 'Prenotazione {number} cancellata',
  'Reservation {number} changed': 'Prenotazione {number} modificata',
  'Sandbox payment': 'Pagamento di prova (sandbox)',
  'Ski boots stay in the boot room.': 'Gli scarponi da sci restano nel deposito sci.',
  'Sort the rubbish: the green bin is for food waste.':
    'Faccia la raccolta differenziata: il bidone verde è per l’umido.',
  'State: {state}': 'Stato: {state}',
  'Terms and conditions': 'Condizioni generali',
  'Thank you: we received {amount}.': 'Grazie: abbiamo ricevuto {amount}.',
  'The owner welcomes you at the chalet.': 'Il proprietario La accoglierà allo chalet.',
  'The owner welcomes you at the house.': 'Il proprietario La accoglierà sul posto.',
  'The owners welcome you at the villa.': 'I proprietari La accoglieranno alla villa.',
  'This page stands in for the payment provider.':
    'Questa pagina sostituisce il fornitore del servizio di pagamento.',
  'This payment is finished.': 'Questo pagamento è concluso.',
  'Tourist tax': 'Imposta di soggiorno',
  'Travel voucher': 'Voucher di viaggio',
  'Two cars on the gravel drive in front of the house. Please do not park on the dunes.':
    'Due auto sul vialetto di ghiaia davanti alla casa. Non parcheggi sulle dune, per favore.',
  'Villa Maslina: stone villa with a view of the sea': 'Villa Maslina: villa in pietra con vista sul mare',
  'Your catalogue is on its way': 'Il Suo catalogo è in arrivo',
  'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Il Suo codice è {code}.\n\nLo inserisca nel Suo account per aggiungere questa prenotazione. È valido per 15 minuti.\nSe non lo ha richiesto, può ignorare questa e-mail.',
  'Your code to add reservation {number} to your account':
    'Il Suo codice per aggiungere la prenotazione {number} al Suo account',
  'Your link to reservation {number}': 'Il Suo link alla prenotazione {number}',
  'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.':
    'La Sua prenotazione è stata cancellata. Se ha pagato più della penale di cancellazione, scelga la modalità di rimborso nella pagina della prenotazione.',
  'Your reservation has been changed. The new details are on your reservation page.':
    'La Sua prenotazione è stata modificata. I nuovi dettagli si trovano nella pagina della Sua prenotazione.',
  'Your verification code for reservation {number}': 'Il Suo codice di verifica per la prenotazione {number}',
  'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Il Suo codice di verifica è {code}.\n\nLo inserisca nella pagina della prenotazione per confermare la modifica. È valido per 15 minuti.\nSe non lo ha richiesto, può ignorare questa e-mail.',
  'by meter': 'secondo il contatore',
  'person per night': 'a persona a notte',
  '{count} persons': '{count} persone',
  'Your arrival details for reservation {number} are ready':
    'Le informazioni per l’arrivo della prenotazione {number} sono pronte',
  'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.':
    'Il codice della cassetta delle chiavi e tutto il necessario per il Suo arrivo sono ora sulla Sua pagina dell’arrivo:\n{url}\n\nNon condivida il link: chi lo possiede può vedere il codice.',
  'Daily 16:00 to 19:00': 'Tutti i giorni dalle 16:00 alle 19:00',
  'Daily 16:00 to 20:00': 'Tutti i giorni dalle 16:00 alle 20:00',
  'The keys are in a key safe by the front door.':
    'Le chiavi si trovano in una cassetta portachiavi accanto alla porta d’ingresso.',
  'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.':
    'Le chiavi si trovano in una cassetta portachiavi accanto alla porta d’ingresso; il Suo referente per le chiavi Le invia il codice prima dell’arrivo.',
};
