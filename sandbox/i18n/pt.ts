/** The sandbox's texts in Portuguese (Portugal), keyed by their English (inLanguage.ts). */
export const pt: Record<string, string> = {
  'A member of the European Holiday Homes retail group.': 'Membro do grupo comercial European Holiday Homes.',
  'Arrival day 16:00 to 20:00': 'Dia de chegada, das 16:00 às 20:00',
  'Baby cot': 'Berço',
  'Bed linen and towels': 'Roupa de cama e toalhas',
  'Bicycle rental': 'Aluguer de bicicletas',
  'Bread service': 'Serviço de pão fresco',
  'Casa Almendro: white finca among almond trees': 'Casa Almendro: finca branca entre amendoeiras',
  'Casa do Farol: whitewashed house above the cliffs': 'Casa do Farol: casa caiada sobre as falésias',
  'Casa Lucia: garden at dusk': 'Casa Lucia: jardim ao entardecer',
  'Casa Lucia: stone house with olive trees': 'Casa Lucia: casa de pedra com oliveiras',
  'Casa Lucia: terrace above the lake': 'Casa Lucia: terraço sobre o lago',
  'Chalet Alpenglühn: living room with fireplace': 'Chalet Alpenglühn: sala de estar com lareira',
  'Chalet Alpenglühn: the slopes in winter': 'Chalet Alpenglühn: as pistas no inverno',
  'Chalet Alpenglühn: wooden chalet below the mountains':
    'Chalet Alpenglühn: chalé de madeira ao pé das montanhas',
  'Close the shutters when you leave the house.': 'Feche as portadas quando sair de casa.',
  'Collect the keys at Agenzia Lago in the old town of Lazise first. Casa Lucia is 2 km north on the Gardesana (SR 249), on the lake side, after the campsite.':
    'Levante primeiro as chaves na Agenzia Lago, no centro histórico de Lazise. A Casa Lucia fica 2 km a norte, na Gardesana (SR 249), do lado do lago, depois do parque de campismo.',
  'Collect the keys at the agency in Albufeira.': 'Levante as chaves na agência em Albufeira.',
  'Collect the keys at the agency in Cala Ratjada.': 'Levante as chaves na agência em Cala Ratjada.',
  'Collect the keys at the agency in Lazise.': 'Levante as chaves na agência em Lazise.',
  'Contact us': 'Contacte-nos',
  'Dear {name},\n\nthank you for your request: your personal catalogue will reach you by post within a few days.':
    'Olá, {name},\n\nObrigado pelo seu pedido: o seu catálogo personalizado vai chegar-lhe pelo correio dentro de alguns dias.',
  'Decline payment': 'Recusar pagamento',
  'Energy by consumption': 'Energia consoante o consumo',
  'Final cleaning': 'Limpeza final',
  Firewood: 'Lenha',
  'From 16:00 on arrival day': 'A partir das 16:00 no dia de chegada',
  'From Varde take road 431 to Blåvand. At the lighthouse roundabout turn right into Klitvej; the house is the last one on the left, behind the dunes.':
    'A partir de Varde, siga pela estrada 431 até Blåvand. Na rotunda do farol, vire à direita para a Klitvej; a casa é a última do lado esquerdo, atrás das dunas.',
  'Garage for one car under the chalet; a second car fits in the bay beside the entrance.':
    'Garagem para um carro por baixo do chalé; um segundo carro cabe no lugar de estacionamento junto à entrada.',
  'Haus Dünenblick: brick house behind the dunes': 'Haus Dünenblick: casa de tijolo atrás das dunas',
  'Here is your personal link again:\n{url}\n\nKeep it to yourself: whoever has it can manage the booking.':
    'Aqui tem novamente a sua ligação pessoal:\n{url}\n\nNão a partilhe: quem a tiver pode gerir a reserva.',
  'Hi,\n\nplease recover access to your account by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'Olá,\n\nPara recuperar o acesso à sua conta, introduza este código:\n\n{code}\n\nO código é válido durante 15 minutos.\nSe não o pediu, pode ignorar este e-mail.',
  'Hi,\n\nplease verify your email address by entering this code:\n\n{code}\n\nThe code is valid for 15 minutes.\nIf you did not create an account, you can ignore this e-mail.':
    'Olá,\n\nConfirme o seu endereço de e-mail introduzindo este código:\n\n{code}\n\nO código é válido durante 15 minutos.\nSe não criou uma conta, pode ignorar este e-mail.',
  'Hi,\n\nsomeone asked to recover access to an account with this email address ({address}), but there is no account for it.\nIf it was you, check the address you signed up with or create a new account.\nIf not, you can ignore this e-mail.':
    'Olá,\n\nAlguém pediu para recuperar o acesso a uma conta com este endereço de e-mail ({address}), mas não existe nenhuma conta associada a este endereço.\nSe o pedido foi seu, verifique o endereço com que se registou ou crie uma nova conta.\nCaso contrário, pode ignorar este e-mail.',
  Imprint: 'Aviso legal',
  'In Kitzbühel follow the signs to the Hahnenkamm cable car, then take Hahnenkammstraße uphill for 800 m. The chalet is on the right, with green shutters.':
    'Em Kitzbühel, siga as indicações para o teleférico do Hahnenkamm e depois suba a Hahnenkammstraße durante 800 m. O chalé fica do lado direito, com portadas verdes.',
  Invoice: 'Fatura',
  'Klitgården: thatched cottage in the dunes': 'Klitgården: casa com telhado de colmo nas dunas',
  'Klitgården: the beach at Blåvand': 'Klitgården: a praia de Blåvand',
  'Mas des Lavandes: stone farmhouse among lavender fields':
    'Mas des Lavandes: quinta de pedra entre campos de lavanda',
  'No parties; quiet from 22:00.': 'Não são permitidas festas; silêncio a partir das 22:00.',
  'No smoking indoors.': 'É proibido fumar dentro de casa.',
  'One car in the courtyard; the gate opens with the remote on the key ring.':
    'Um carro no pátio; o portão abre-se com o comando que está no porta-chaves.',
  Pay: 'Pagar',
  'Payment received for reservation {number}': 'Pagamento recebido para a reserva {number}',
  Pet: 'Animal de estimação',
  'Pets only as booked.': 'Animais de estimação apenas conforme reservado.',
  'Please verify your email address': 'Confirme o seu endereço de e-mail',
  'Privacy policy': 'Política de privacidade',
  'Quiet from 22:00 to 07:00.': 'Silêncio das 22:00 às 07:00.',
  'Recover access to your account': 'Recuperar o acesso à sua conta',
  'Refund for reservation {number}': 'Reembolso da reserva {number}',
  'Reservation {number} cancelled': 'Reserva {number} cancelada',
  'Reservation {number} changed': 'Reserva {number} alterada',
  'Sandbox payment': 'Pagamento de teste (sandbox)',
  'Ski boots stay in the boot room.': 'As botas de esqui ficam na sala de esquis.',
  'Sort the rubbish: the green bin is for food waste.':
    'Separe o lixo: o contentor verde é para os restos de comida.',
  'State: {state}': 'Estado: {state}',
  'Terms and conditions': 'Termos e condições',
  'Thank you: we received {amount}.': 'Obrigado: recebemos {amount}.',
  'The owner welcomes you at the chalet.': 'A proprietária dá-lhe as boas-vindas no chalé.',
  'The owner welcomes you at the house.': 'O proprietário dá-lhe as boas-vindas na casa.',
  'The owners welcome you at the villa.': 'Os proprietários dão-lhe as boas-vindas na moradia.',
  'This page stands in for the payment provider.':
    'Esta página substitui o prestador de serviços de pagamento.',
  'This payment is finished.': 'Este pagamento está concluído.',
  'Tourist tax': 'Taxa turística',
  'Travel voucher': 'Voucher de alojamento',
  'Two cars on the gravel drive in front of the house. Please do not park on the dunes.':
    'Dois carros no acesso de gravilha em frente à casa. Não estacione nas dunas.',
  'Villa Maslina: stone villa with a view of the sea': 'Villa Maslina: moradia de pedra com vista para o mar',
  'Your catalogue is on its way': 'O seu catálogo está a caminho',
  'Your code is {code}.\n\nEnter it in your account to add this booking. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'O seu código é {code}.\n\nIntroduza-o na sua conta para adicionar esta reserva. É válido durante 15 minutos.\nSe não o pediu, pode ignorar este e-mail.',
  'Your code to add reservation {number} to your account':
    'O seu código para adicionar a reserva {number} à sua conta',
  'Your link to reservation {number}': 'A sua ligação para a reserva {number}',
  'Your reservation has been cancelled. If you paid more than the cancellation fee, choose your refund on the reservation page.':
    'A sua reserva foi cancelada. Se pagou mais do que a taxa de cancelamento, escolha o seu reembolso na página da reserva.',
  'Your reservation has been changed. The new details are on your reservation page.':
    'A sua reserva foi alterada. Os novos dados estão na página da sua reserva.',
  'Your verification code for reservation {number}': 'O seu código de verificação para a reserva {number}',
  'Your verification code is {code}.\n\nEnter it on the reservation page to confirm your change. It is valid for 15 minutes.\nIf you did not ask for it, you can ignore this e-mail.':
    'O seu código de verificação é {code}.\n\nIntroduza-o na página da reserva para confirmar a sua alteração. É válido durante 15 minutos.\nSe não o pediu, pode ignorar este e-mail.',
  'by meter': 'consoante o consumo',
  'person per night': 'por pessoa e por noite',
  '{count} persons': '{count} pessoas',
  'Your arrival details for reservation {number} are ready':
    'Os dados de chegada da reserva {number} estão prontos',
  'The key box code and everything else for your arrival are now on your arrival page:\n{url}\n\nKeep the link to yourself: whoever has it can see the code.':
    'O código do cofre das chaves e tudo o que precisa para a sua chegada estão agora na sua página de chegada:\n{url}\n\nNão partilhe a ligação: quem a tiver pode ver o código.',
  'Daily 16:00 to 19:00': 'Todos os dias, das 16:00 às 19:00',
  'Daily 16:00 to 20:00': 'Todos os dias, das 16:00 às 20:00',
  'The keys are in a key safe by the front door.':
    'As chaves estão num cofre de chaves junto à porta de entrada.',
  'The keys are in a key safe by the front door; your keyholder sends you its code before you arrive.':
    'As chaves estão num cofre de chaves junto à porta de entrada; o responsável pelas chaves envia-lhe o código antes da sua chegada.',
};
