/** The sandbox's texts in Polish, keyed by their English (inLanguage.ts). */
export const pl: Record<string, string> = {
  'A member of the European Holiday Homes retail group.': 'Członek grupy handlowej European Holiday Homes.',
  'Arrival day 16:00 to 20:00': 'W dniu przyjazdu w godz. 16:00–20:00',
  'Baby cot': 'Łóżeczko dziecięce',
  'Bed linen and towels': 'Pościel i ręczniki',
  'Bicycle rental': 'Wypożyczenie rowerów',
  'Bread service': 'Dostawa pieczywa',
  'Casa Almendro: white finca among almond trees': 'Casa Almendro: biała finca wśród drzew migdałowych',
  'Casa do Farol: whitewashed house above the cliffs': 'Casa do Farol: bielony dom nad klifami',
  'Casa Lucia: garden at dusk': 'Casa Lucia: ogród o zmierzchu',
  'Casa Lucia: stone house with olive trees': 'Casa Lucia: kamienny dom wśród drzew oliwnych',
  'Casa Lucia: terrace above the lake': 'Casa Lucia: taras nad jeziorem',
  'Chalet Alpenglühn: living room with fireplace': 'Chalet Alpenglühn: salon z kominkiem',
  'Chalet Alpenglühn: the slopes in winter': 'Chalet Alpenglühn: stoki narciarskie zimą',
  'Chalet Alpenglühn: wooden chalet below the mountains': 'Chalet Alpenglühn: drewniany dom u stóp gór',
  'Close the shutters when you leave the house.': 'Wychodząc z domu, prosimy zamykać okiennice.',
  'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.':
    'Najpierw prosimy odebrać klucze w Agenzia Lago na starym mieście w Lazise. Casa Lucia znajduje się 2 km na północ, przy drodze Gardesana (SR 249), od strony jeziora, za kempingiem.',
  'Collect the keys at the agency in Albufeira.': 'Klucze odbiorą Państwo w agencji w Albufeirze.',
  'Collect the keys at the agency in Cala Ratjada.': 'Klucze odbiorą Państwo w agencji w Cala Ratjada.',
  'Collect the keys at the agency in Lazise.': 'Klucze odbiorą Państwo w agencji w Lazise.',
  'Contact us': 'Kontakt',
  'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.':
    'Dzień dobry, {name}!\n\nDziękujemy za zamówienie: Państwa osobisty katalog dotrze pocztą w ciągu kilku dni.',
  'Decline payment': 'Odrzuć płatność',
  'Energy by consumption': 'Energia według zużycia',
  'Final cleaning': 'Sprzątanie końcowe',
  Firewood: 'Drewno do kominka',
  'From 16:00 on arrival day': 'Od godz. 16:00 w dniu przyjazdu',
  'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.':
    'Z Varde prosimy jechać drogą nr 431 do Blåvand. Na rondzie przy latarni morskiej należy skręcić w prawo w Klitvej; dom jest ostatni po lewej stronie, za wydmami.',
  'Garage for one car under the chalet; a second car fits in the bay beside the entrance.':
    'Garaż na jeden samochód pod domem; drugi samochód zmieści się na miejscu parkingowym obok wejścia.',
  'Haus Dünenblick: brick house behind the dunes': 'Haus Dünenblick: ceglany dom za wydmami',
  'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.':
    'Oto ponownie Państwa osobisty link:\n{url}\n\nProsimy nikomu go nie przekazywać: każdy, kto go ma, może zarządzać rezerwacją.',
  'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Dzień dobry,\n\nAby odzyskać dostęp do konta, prosimy wpisać ten kod:\n\n{code}\n\nKod jest ważny przez 15 minut.\nJeśli nie prosili Państwo o kod, można zignorować ten e-mail.',
  'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.':
    'Dzień dobry,\n\nAby potwierdzić adres e-mail, prosimy wpisać ten kod:\n\n{code}\n\nKod jest ważny przez 15 minut.\nJeśli nie zakładali Państwo konta, można zignorować ten e-mail.',
  'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.':
    'Dzień dobry,\n\nKtoś poprosił o odzyskanie dostępu do konta powiązanego z tym adresem e-mail ({address}), ale takie konto nie istnieje.\nJeśli to byli Państwo, prosimy sprawdzić, jakiego adresu użyli Państwo przy zakładaniu konta, lub założyć nowe konto.\nJeśli nie, można zignorować ten e-mail.',
  Imprint: 'Nota prawna',
  'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.':
    'W Kitzbühel prosimy kierować się znakami do kolejki linowej na Hahnenkamm, a następnie jechać Hahnenkammstraße 800 m pod górę. Dom stoi po prawej stronie – ten z zielonymi okiennicami.',
  Invoice: 'Faktura',
  'Klitgården: thatched cottage in the dunes': 'Klitgården: dom kryty strzechą wśród wydm',
  'Klitgården: the beach at Blåvand': 'Klitgården: plaża w Blåvand',
  'Mas des Lavandes: stone farmhouse among lavender fields':
    'Mas des Lavandes: kamienny dom wśród pól lawendy',
  'No parties; quiet from 22:00.': 'Prosimy nie organizować imprez; cisza nocna od godz. 22:00.',
  'No smoking indoors.': 'W domu obowiązuje zakaz palenia.',
  'One car in the courtyard; the gate opens with the remote on the key ring.':
    'Miejsce na jeden samochód na dziedzińcu; bramę otwiera się pilotem przypiętym do kluczy.',
  Pay: 'Zapłać',
  'Payment received for reservation {number}': 'Otrzymaliśmy płatność za rezerwację {number}',
  Pet: 'Zwierzę domowe',
  'Pets only as booked.': 'Zwierzęta domowe tylko zgodnie z rezerwacją.',
  'Please verify your email address': 'Prosimy potwierdzić adres e-mail',
  'Privacy policy': 'Polityka prywatności',
  'Quiet from 22:00 to 07:00.': 'Cisza nocna od godz. 22:00 do 7:00.',
  'Recover access to your account': 'Odzyskiwanie dostępu do konta',
  'Refund for reservation {number}': 'Zwrot pieniędzy za rezerwację {number}',
  'Reservation {number} cancelled': 'Rezerwacja {number} została anulowana',
  'Reservation {number} changed': 'Rezerwacja {number} została zmieniona',
  'Sandbox payment': 'Płatność testowa (sandbox)',
  'Ski boots stay in the boot room.': 'Buty narciarskie prosimy zostawiać w narciarni.',
  'Sort the rubbish: the green bin is for food waste.':
    'Prosimy segregować śmieci: zielony pojemnik jest przeznaczony na odpady kuchenne.',
  'State: {state}': 'Status: {state}',
  'Terms and conditions': 'Ogólne warunki handlowe',
  'Thank you: we received {amount}.': 'Dziękujemy – otrzymaliśmy kwotę {amount}.',
  'The owner welcomes you at the chalet.': 'Właścicielka powita Państwa na miejscu.',
  'The owner welcomes you at the house.': 'Właściciel powita Państwa na miejscu.',
  'The owners welcome you at the villa.': 'Właściciele powitają Państwa w willi.',
  'This page stands in for the payment provider.': 'Ta strona zastępuje stronę operatora płatności.',
  'This payment is finished.': 'Ta płatność została zakończona.',
  'Tourist tax': 'Opłata miejscowa',
  'Travel voucher': 'Bon podróżny',
  'Two cars on the gravel drive in front of the house. Please do not park on the dunes.':
    'Miejsce na dwa samochody na żwirowym podjeździe przed domem. Prosimy nie parkować na wydmach.',
  'Villa Maslina: stone villa with a view of the sea': 'Villa Maslina: kamienna willa z widokiem na morze',
  'Your catalogue is on its way': 'Państwa katalog jest już w drodze',
  'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Państwa kod to {code}.\n\nAby dodać tę rezerwację, prosimy wpisać go na koncie. Kod jest ważny przez 15 minut.\nJeśli nie prosili Państwo o kod, można zignorować ten e-mail.',
  'Your code to add reservation {number} to your account':
    'Państwa kod do dodania rezerwacji {number} do konta',
  'Your link to reservation {number}': 'Państwa link do rezerwacji {number}',
  'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.':
    'Państwa rezerwacja została anulowana. Jeśli zapłacili Państwo więcej, niż wynosi opłata za anulowanie, prosimy wybrać formę zwrotu na stronie rezerwacji.',
  'Your reservation has been changed. The new details are on your reservation page.':
    'Państwa rezerwacja została zmieniona. Nowe szczegóły znajdą Państwo na stronie rezerwacji.',
  'Your verification code for reservation {number}': 'Państwa kod weryfikacyjny do rezerwacji {number}',
  'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Państwa kod weryfikacyjny to {code}.\n\nAby potwierdzić zmianę, prosimy wpisać go na stronie rezerwacji. Kod jest ważny przez 15 minut.\nJeśli nie prosili Państwo o kod, można zignorować ten e-mail.',
  'by meter': 'według zużycia',
  'person per night': 'za osobę za noc',
  '{count} persons': 'Liczba osób: {count}',
  'Your arrival details for reservation {number} are ready':
    'Informacje o przyjeździe dla rezerwacji {number} są gotowe',
  'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.':
    'Kod do skrytki na klucze i wszystko, czego Państwo potrzebują do przyjazdu, jest teraz na Państwa stronie przyjazdu:\n{url}\n\nProsimy nie udostępniać tego linku: każdy, kto go ma, zobaczy kod.',
  'Daily 16:00 to 19:00': 'Codziennie w godz. 16:00–19:00',
  'Daily 16:00 to 20:00': 'Codziennie w godz. 16:00–20:00',
  'The keys are in a key safe by the front door.':
    'Klucze znajdują się w skrytce na klucze przy drzwiach wejściowych.',
  'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.':
    'Klucze znajdują się w skrytce na klucze przy drzwiach wejściowych; kod do niej przekaże Państwu opiekun obiektu przed przyjazdem.',
};
