import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Video centres, football viewing centres, cinemas, game shops and decoder sellers; writers: Kroo Bay video-centre owner (Krio), teenage gamer (SMS), cinema manager (formal), Makeni decoder seller (voice-to-text), old landlord (long stories), football fan (heavy typos), mother of a son spending school fees, Guinean customer (French mix)
export const EIGHTY_FIFTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o! Good morning una", intent: "greeting" },
  {
    message:
      "Abeg una help me, police come tek my operator Alusine for di video centre yesterday night after di Barca match fight. Dem still hold am na Congo Cross station. Wetin I go do?",
    intent: "urgent",
  },
  { message: "wat time d el clasico start 2nite? my boys wan book seats", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I manage a single-screen cinema on Wilkinson Road and the owners wish to register it as a limited company with three shareholders. Could your firm assist with the incorporation?",
    intent: "area:business",
  },
  { message: "wat tym una ofis opn on saterday", intent: "hours" },
  {
    message:
      "My son, I have been a landlord on Fourah Bay Road for 31 years. In 2019 I rented my shop front to a young man who made it a football viewing centre. Every weekend the shouting goes on till 1 in the night and the tenants upstairs complain to me, not to him. Does the law allow me to end his lease before the five years finish because of the noise?",
    intent: "legal-question",
  },
  {
    message:
      "Please my son owes the game shop man money from the school fees he spent there and now the man and two boys come to my house every night saying they will break his legs. I am afraid for him.",
    intent: "safety",
  },
  {
    message:
      "hello good afternoon I am calling from make any I import decoders from Dubai the container reach Queen Elizabeth quay since three weeks and customs no want release it they say the paper no correct I need lawyer for the shipping side",
    intent: "area:shipping",
  },
  { message: "Bonjour, c'est combien l'abonnement DSTV Compact maintenant? I want to watch Ligue 1", intent: "off-topic" },
  { message: "mi brodar dem hol am na polic staton sinc yestaday aftar di fite at di viewin centr, plss hlp", intent: "urgent" },
  {
    message:
      "I am a single mother in Wellington. The father of my son does not pay anything for him and the boy has now dropped out because the fees finished in the video centre. I want the father to start paying maintenance. Do you handle this?",
    intent: "area:family",
  },
  {
    message:
      "Good morning. I would like to schedule a consultation with one of your lawyers next week regarding our film exhibition business. Kindly advise available dates.",
    intent: "booking",
  },
  {
    message:
      "I have a plot at Kissy where I want to build a cinema hall for my grandson, but my late brother's children say it is family land. Can your people help me sort out the title?",
    intent: "area:land",
  },
  { message: "ok tnx bro 🙏", intent: "thanks" },
  {
    message: "How much una de charge for consultation? Na small business I get, no big money. And una de open Saturday?",
    intent: "knowledge:Fees",
    also: ["hours"],
  },
  {
    message:
      "yes hello I want someone to write agreement for my boys who sell decoder for me in Magburaka and make any the percentage and everything so that nobody go cheat",
    intent: "area:contract",
  },
  {
    message:
      "Svp aidez-moi, my cousin is Guinean, police take him from the cinema tonight because he no have ID card, they keep him at the station now. He speak only French.",
    intent: "urgent",
  },
  { message: "hw many lawyrs una get dere", intent: "team" },
  {
    message:
      "Is it lawful for a cinema to refuse entry to a customer who declines a bag search? We had an incident yesterday and the gentleman is threatening to sue.",
    intent: "legal-question",
  },
  {
    message: "Dem don charge me say I de show pirated movie dem na mi video centre. Court date na next month. I need lawyer fo defend me.",
    intent: "area:criminal",
  },
  {
    message:
      "In my time we watched films at the old cinema on Kissy Road every Saturday. Does anybody know when it closed down? I was telling my grandchildren about it.",
    intent: "off-topic",
  },
  {
    message:
      "Our cinema is in a dispute with a film distributor over an unpaid revenue share. Both parties would prefer to settle this privately rather than go to court. Do you offer mediation or arbitration?",
    intent: "area:arbitration",
  },
  { message: "wat ur whtsapp numba", intent: "phone" },
  { message: "dem fans dem de outsyd mi centr now wit stik dem sey dem go burn am bicos di mach scren cut, a de hyd insyd wit mi pikin", intent: "safety" },
  { message: "Où se trouve votre bureau exactement? I am at Lumley, how I reach there", intent: "address" },
  {
    message:
      "Me and mi two padi dem wan join money open big viewing centre fo Kroo Bay and Congo Town. We wan do am proper wit paper, who get how much share. Una de do dat kind ting?",
    intent: "area:business",
  },
  {
    message:
      "They have taken my son! Soldiers came to the video centre at Wellington and picked up all the boys there, my son is among them. They are at the barracks now. Please help me.",
    intent: "urgent",
  },
  { message: "I want to book appointment with lawyer maybe Thursday I will travel from make any to Freetown for that", intent: "booking" },
  { message: "Could you recommend a reliable supplier of cinema projector lamps in Freetown? Ours blew last night.", intent: "off-topic" },
  {
    message: "the man who rent me generator say if I no pay by Friday he will take my decoders in the shop to cover the money is that legal for him to do",
    intent: "legal-question",
  },
  {
    message:
      "We shipped a digital projector from Lagos and it arrived at Queen Elizabeth II Quay with a cracked lens. The carrier denies responsibility. We wish to file a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Est-ce que quelqu'un parle français chez vous? My English is small small", intent: "knowledge:Languages spoken" },
  { message: "What kind of cases does your office take? I don't even know if my problem is for a lawyer.", intent: "services" },
  { message: "is Ibrahm Jallo stil de wok dere? mi padi sey im gud fo bail mata", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "Our projectionist has been with us six years and we wish to offer him a formal written employment contract. Could your firm draft one?",
    intent: "area:contract",
  },
  { message: "so wat now??", intent: "unknown" },
  {
    message:
      "Good day. I am an old man of 74 and I own the house where the football centre is. Last night the police came and carried my tenant away together with my nephew, who was only collecting my rent. Nobody will tell us why and they are still at Kissy police station this morning.",
    intent: "urgent",
  },
  {
    message:
      "Di landlord fo di place wey I put mi video centre don sell di land to anoda man and di new man say mek I comot. I get lease paper fo three years. Una fit help?",
    intent: "area:land",
  },
  { message: "hu win lst nite mach arsnal o chelsy", intent: "off-topic" },
  { message: "Is there parking available at your chambers for visitors? I will be driving the company van.", intent: "knowledge:Parking" },
  { message: "Comment je peux vous contacter? Téléphone, mail, anything, I am in Conakry now", intent: "contact" },
  {
    message:
      "My wife and I have been married 40 years and I want to write a will so that my video hall and two houses go properly to my children after me. Do you help with wills?",
    intent: "area:family",
  },
  {
    message:
      "If my son is 16 and the owner of the game shop lets him play during school hours every day, can I hold the owner responsible for the fees he wasted?",
    intent: "legal-question",
  },
  {
    message: "police invite me say somebody report me that I sell stolen decoder but I buy it from a man in Bo I have receipt I need lawyer to go with me",
    intent: "area:criminal",
  },
  { message: "Could you tell me how many lawyers are in your chambers and whether any of them are women?", intent: "team" },
  { message: "Vous êtes ouvert jusqu'à quelle heure aujourd'hui?", intent: "hours" },
  { message: "Wetin na una email? I wan send picture of di paper dem", intent: "email" },
  { message: "pls hlp dem police jst grab my bro 4rm d game shop n put him in d van rn, dey sey he tif phone", intent: "urgent" },
  { message: "Di man wey I rent TV from don bring boys, dem de knock mi door now say dem go kill me if I no pay. I lock miself inside.", intent: "safety" },
  {
    message: "me and my partner we get small disagreement over the decoder business money we no want go court we want somebody neutral to settle it",
    intent: "area:arbitration",
  },
  { message: "r u guys open 2moro? its sat", intent: "hours" },
  {
    message:
      "Dear Sir, one of our ushers has been charged with assault following a scuffle in the cinema lobby. He is on bail and the matter comes up at the Magistrate Court next week. We would like your firm to represent him.",
    intent: "area:criminal",
  },
  {
    message: "please how much is the new GOtv decoder now in Freetown the wholesale price because in make any the people are selling high",
    intent: "off-topic",
  },
  {
    message:
      "My grandson went to watch the match at the centre near my house on Sunday and there was a fight. The police came and he was among those carried away. It is now two days and they still have him at Central, his mother is crying. I am an old man, please tell me what to do.",
    intent: "urgent",
  },
  { message: "i wan buy lan fo put viewin centr at waterloo bt i no sure if d pipul dem get rial titl, una fit chek am", intent: "area:land" },
  { message: "Bonsoir à tous", intent: "greeting" },
  {
    message:
      "My husband found out I gave money to the video centre man to release my son's phone and he has been beating me since last night. I ran to my sister's house but he says he is coming here.",
    intent: "safety",
  },
  {
    message:
      "Di council pipul dem come say I must pay licence fee fo show football na mi centre. Na true say di law say I must get licence fo dis? Or na dem own tif?",
    intent: "legal-question",
  },
  {
    message: "hello I want to register my decoder business as a company so I can get contract from the big companies full stop how I go do it",
    intent: "area:business",
  },
  {
    message:
      "Please arrange an appointment for our Managing Director with one of your lawyers at the earliest convenience. He is available Tuesday or Wednesday afternoon.",
    intent: "booking",
  },
  { message: "any1 kno a shop dat sell ps5 controllers cheap in town?", intent: "off-topic" },
  {
    message:
      "Mon frère envoie des télévisions de Conakry par bateau, the ship reach Freetown port but 20 TVs are missing from the cargo. The shipping company say not their problem. Vous faites ce genre de dossier?",
    intent: "area:shipping",
  },
  { message: "Tell me plainly, my son, what sort of work do your lawyers do? In my day a lawyer did everything.", intent: "services" },
  {
    message: "Abeg una come quick! Police dem don block mi video centre now now, dem de put mi boys dem inside vehicle, say we de show match without permit.",
    intent: "urgent",
  },
  {
    message:
      "I paid a man to install solar and a TV for my small shop and he signed a paper that he would finish in two weeks. It is now two months, nothing. I want to take action on the agreement.",
    intent: "area:contract",
  },
  { message: "wetn na una fone nomba plz", intent: "phone" },
  {
    message:
      "Myself and the man who rents my hall for film shows have quarrelled over who should pay for the roof repair. We are both from old Freetown families and do not want court. Can someone sit us down and settle it?",
    intent: "area:arbitration",
  },
  {
    message: "do your lawyers speak Temne because my father want to come with me and he does not understand English well",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "Under Sierra Leonean law, are we permitted to screen foreign films without first obtaining clearance from a censorship board? We want to be sure before our next release.",
    intent: "legal-question",
  },
  {
    message: "Mon mari est mort l'année dernière and his family want to take the cinema he leave for me and the children. I need help for the inheritance.",
    intent: "area:family",
  },
  { message: "I want to ask about the thing I send before", intent: "unknown" },
  { message: "Una sabi usai I fit buy big generator secondhand? Mine don spoil before Sunday match.", intent: "off-topic" },
  { message: "I no longer walk well. Is there a place for my driver to park near your office?", intent: "knowledge:Parking" },
  {
    message:
      "Police arrested my son this morning at the game centre, they said the boys there stole a laptop. He is only 15. They have him at the Kissy station. Please I need a lawyer now.",
    intent: "urgent",
  },
  { message: "my frnd got charged 4 breakin in2 d game shop but he didnt do it, court nxt wk, cn u defend him", intent: "area:criminal" },
  { message: "Kindly provide an email address to which we may send the relevant documentation.", intent: "email" },
  { message: "i wan mit wit wan lawya tuesdy, ow i go du am", intent: "booking" },
  {
    message: "Di neighbour dem don gather outside mi centre wit cutlass, dem say noise too much and dem go scatter everything tonight. I fear fo mi life.",
    intent: "safety",
  },
  {
    message:
      "We wish to renew the lease on the cinema premises, which expires in March. The landlord proposes new terms and we would like a lawyer to handle the renewal.",
    intent: "area:land",
  },
  { message: "Thank you so much for your help, God bless you.", intent: "thanks" },
  { message: "Il y a un cinéma à Freetown qui montre des films en français ce weekend?", intent: "off-topic" },
  { message: "tell me the lawyers you have there is there any woman lawyer among them", intent: "team" },
  { message: "Una de open Friday evening? I de busy fo di centre all day.", intent: "hours" },
  {
    message:
      "The boy who runs the football centre in my compound has not paid rent for five months, but he says that since he put in the electricity he owns part of the building. Does he have any right over my house?",
    intent: "legal-question",
  },
  { message: "Je suis guinéen and I want to open a DSTV shop in Freetown. I need help to register the company.", intent: "area:business" },
  { message: "aight c ya", intent: "goodbye" },
  {
    message:
      "the company that supply me decoders they break the supply agreement they no send the goods but they keep my deposit I want lawyer to enforce the contract",
    intent: "area:contract",
  },
  { message: "How can I reach your people? I do not use the internet much, I want all the ways.", intent: "contact" },
  {
    message: "When I come to see the lawyer, what papers should I carry? I have the receipts for the school fees and the letter from the school.",
    intent: "knowledge:What to bring",
  },
  { message: "where is your office located in Freetown I will come from make any by bus", intent: "address" },
  {
    message:
      "Aidez-moi, police come take my husband at the cinema, they say his papers not good, they hold him since yesterday at the station. Je suis très inquiète.",
    intent: "urgent",
  },
  {
    message: "Mi container wit TV and speaker dem don hold na quay fo three weeks now, customs say mek I pay big money. I need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "wich chanel go sho di afcon fainal", intent: "off-topic" },
  { message: "Je voudrais prendre rendez-vous avec un avocat, possible lundi matin?", intent: "booking" },
  { message: "my mum wants a divorce n needs a lawyer, cn u guys help her? my dad is never home, always at d viewing centre", intent: "area:family" },
  { message: "Could you outline the areas of law your chambers practise in?", intent: "services" },
  { message: "Un homme me suit depuis le cinéma, he say I owe him for the decoder, he threaten me with knife. I'm hiding in a shop now.", intent: "safety" },
  {
    message: "me n my cuz own d game shop 2gether n we fightin over d money, my uncle says get a mediator instead of court. u do dat?",
    intent: "area:arbitration",
  },
  { message: "if mi kustoma brok mi tv durin di mach fite, a fit mek im pay fo am by law?", intent: "legal-question" },
  { message: "I would like to come and sit with one of your lawyers about my houses. Can you give me a day next week, in the morning?", intent: "booking" },
  { message: "wat na una emal adres", intent: "email" },
  {
    message:
      "My son is 19 and he works at the video centre as cashier. The owner has not paid him for three months and now says he is sacked without reason. He signed a paper when he started. Can you help him?",
    intent: "area:contract",
  },
  {
    message:
      "hello please police carry my brother from the decoder shop in make any this afternoon they say customer complain he sell fake decoder they still keep him at the station please I need help",
    intent: "urgent",
  },
  { message: "cn sum1 tell me how 2 unlock d nxt level in fifa career mode lol", intent: "off-topic" },
  {
    message:
      "When my father died in 1988 he left me the land at Kroo Bay where the old video centre now stands. The surveyor's beacons have been moved by the neighbour, who is building a wall onto my portion. I want a proper survey and a lawyer to stop him.",
    intent: "area:land",
  },
  { message: "Good afternoon.", intent: "greeting" },
  {
    message: "If I show Premier League match and I no pay DSTV commercial subscription, dem fit tek me court? Na normal house subscription I get.",
    intent: "legal-question",
  },
  { message: "Please what time do you close today? I finish work at 4.", intent: "hours" },
  { message: "sum guys frm d other game shop r waitin outside my skul 2 beat me coz i won their tournament, im scared 2 go out", intent: "safety" },
  {
    message:
      "Our cinema company intends to bring in a foreign investor who will hold 40 percent. We need advice on the shareholders' agreement and restructuring the board.",
    intent: "area:business",
  },
  { message: "Combien coûte une consultation? And can I pay small small?", intent: "knowledge:Fees" },
  { message: "polis sey a stil decoda frm mi bos, dem don tek statment, nex wk dem sey a go cot. a nid lawya", intent: "area:criminal" },
  {
    message: "I understand Ms Christiana Thomas handles employment matters. Could you tell me more about her experience?",
    intent: "attorney:Christiana Thomas",
  },
  {
    message:
      "Dem don hold mi small brother na Kroo Bay police post since yesterday, dem say na him de sell ganja near di video centre. E no do notin! Abeg help.",
    intent: "urgent",
  },
  {
    message:
      "Young people of today spend all day in these video centres. In my time we played draughts under the mango tree. Do you know where I can buy a good draughts board?",
    intent: "off-topic",
  },
  { message: "my wife leave the house and take the two children go Kenema I want custody of the children please help me", intent: "area:family" },
  { message: "cn i book a meetin wit a lawyer 4 nxt wk? afta skul", intent: "booking" },
  {
    message:
      "J'ai importé des décodeurs par bateau de Dakar, the charterer no want deliver until I pay extra money for demurrage. Il me faut un avocat maritime.",
    intent: "area:shipping",
  },
  {
    message: "The video centre man is keeping my son's birth certificate as security for money the boy owes. Is he allowed to keep it?",
    intent: "legal-question",
  },
  { message: "How many lawyers are in your chambers? Are they young people or experienced?", intent: "team" },
  { message: "okay thank you very much sir I appreciate", intent: "thanks" },
  {
    message: "Me and di man wey rent me di generator don get palaver over money. We no wan go court, we wan somebody wey go settle am. Una de do dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "I am writing from my bedroom. My tenant's customers are drunk after the match and one of them has threatened to come in and cut me because I switched off the electricity. I am alone, and I am old.",
    intent: "safety",
  },
  { message: "please where can I buy solar charger to charge decoders and phones in the shop when EDSA light off", intent: "off-topic" },
  {
    message:
      "We bought a small piece of land at Lumley to build a house, but the seller is now selling it again to somebody else. I need a lawyer to help with the land papers.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, our duty manager was detained by police officers this evening following a complaint from a patron. He is currently being held at Congo Cross station. We require immediate legal assistance.",
    intent: "urgent",
  },
  { message: "una lawyer dem sabi krio? mi inglish no tu gud", intent: "knowledge:Languages spoken" },
  { message: "whr is ur office? nr which junction", intent: "address" },
  { message: "Donnez-moi votre numéro WhatsApp svp", intent: "phone" },
  {
    message: "I want to open branch of my decoder shop in Bo and Kenema I need company registration and also advice how to do governance with my manager",
    intent: "area:business",
  },
  {
    message:
      "If I give the football centre tenant notice and he refuses to leave, can I just lock the door and put his televisions outside? Or will the law punish me?",
    intent: "legal-question",
  },
  {
    message: "We have been offered a two-year supply contract for concession snacks. Before signing, we would like a lawyer to review the terms.",
    intent: "area:contract",
  },
  {
    message:
      "Please, police came to my house at 5 this morning and took my son. They say he was with the boys who broke the video centre window. They are still holding him.",
    intent: "urgent",
  },
  {
    message: "On m'accuse de vol au cinéma, they say I take the phone of one lady. Le procès est le mois prochain. J'ai besoin d'un avocat.",
    intent: "area:criminal",
  },
  { message: "Wetin una de do? Una de handle all kind case?", intent: "services" },
  { message: "are you open on public holiday like independence day", intent: "hours" },
  { message: "Which one better fo mi video centre, big plasma or projector? Una don see di price?", intent: "off-topic" },
  { message: "What documents should our director bring to the consultation regarding the lease?", intent: "knowledge:What to bring" },
  { message: "I would like to make an appointment to see a lawyer about my will. Please also tell me what time you open.", intent: "booking", also: ["hours"] },
  { message: "How do I get in touch with you people? I don't have credit for calling much.", intent: "contact" },
  {
    message:
      "Mi uncle wey own di video centre don die, now im wife and im brother dem de fight over am. I de run am fo dem. Dem send me fo find lawyer wey go handle di inheritance.",
    intent: "area:family",
  },
  { message: "una get woman lawya? mi sista wan tok to woman", intent: "team" },
  {
    message: "If a patron is injured by a collapsing seat in our cinema, to what extent are we liable? We want to understand our exposure.",
    intent: "legal-question",
  },
  {
    message: "my dad's shipment of gaming chairs is stuck at d quay n d shipping co lost sum boxes. he wants 2 claim. u do shipping?",
    intent: "area:shipping",
  },
  {
    message: "Mon voisin m'a frappé hier à cause du bruit de la télé, and today he say he will kill me. J'ai peur, I don't want to go home.",
    intent: "safety",
  },
  { message: "Okay, goodbye and God bless.", intent: "goodbye" },
  { message: "d polis dem jus tek mi fren frm di viewin centr, dem de beet am insyd d van, plz wat wi du", intent: "urgent" },
  {
    message:
      "A dispute has arisen with our equipment lessor. The lease contains an arbitration clause, and we need counsel to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Do you know any good lesson teacher in Kissy for maths? My son is behind after wasting time in game shops.", intent: "off-topic" },
  { message: "please I want to book a consultation for Monday morning with a contract lawyer", intent: "booking" },
  { message: "Good morning to you, my children.", intent: "greeting" },
  {
    message: "Dem de accuse me say I receive stolen TV fo di video centre. Police don release me on bail but dem say na court next. I wan lawyer.",
    intent: "area:criminal",
  },
  { message: "mesi o ronaldo, hu bettar? wi de argu na di centr", intent: "off-topic" },
  {
    message: "Au secours! La police a arrêté mon fils devant le vidéo club à Kroo Bay, now they take him to the station. Il a seulement 17 ans.",
    intent: "urgent",
  },
  { message: "Could you confirm your office hours? I would like to visit during my lunch break.", intent: "hours" },
  {
    message: "the land where I build my decoder shop in make any the council say the title is not correct and another person claim it I need land lawyer",
    intent: "area:land",
  },
  {
    message: "Can I take the game shop owner to court to return the 1.5 million the boy spent there? It was school fees money. Will I get it back?",
    intent: "legal-question",
  },
  {
    message: "Mi wife brother de threaten me wit gun since morning, say if I no give am di centre money e go shoot me. I de hide na mi padi house.",
    intent: "safety",
  },
  { message: "me n 2 frends wanna start a gaming lounge legit, register it n all. how do we start? cn u help", intent: "area:business" },
  { message: "Il y a un parking près de votre bureau? I come with my car.", intent: "knowledge:Parking" },
  { message: "I am writing on behalf of a staff member who wishes to adopt her late sister's child. Does your firm handle adoption?", intent: "area:family" },
  {
    message:
      "My son, the police have my tenant and my caretaker locked in the cell at Ross Road since last night. They say the television centre was making noise after midnight. The caretaker is my sister's son. Please advise me quickly.",
    intent: "urgent",
  },
  { message: "plz wan book apoyntmen wit lawya fo mi lan mata", intent: "booking", also: ["area:land"] },
  { message: "What is the current exchange rate of the leone to the dollar? We need to pay our film distributor.", intent: "off-topic" },
  {
    message:
      "Many years ago I had a business bringing films in reels by ship. Now my grandson has shipped a container of second-hand televisions from Antwerp and the vessel owners say part of the cargo fell into the sea. He asked me to find lawyers who handle ships and cargo. Do you?",
    intent: "area:shipping",
  },
  {
    message: "J'ai signé un contrat avec un fournisseur de décodeurs, he deliver bad ones and refuse to replace. I want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Una get plenty lawyer dem? Who and who de dae?", intent: "team" },
  { message: "what are the services you offer please", intent: "services" },
  { message: "hey wassup", intent: "greeting" },
  { message: "plz dey jus arrestd my big bro at d game centre in waterloo, dey hav him in d cell rite now", intent: "urgent" },
  {
    message: "Is a verbal agreement with our landlord to reduce the rent legally binding, or must it be in writing? He is now denying it.",
    intent: "legal-question",
  },
  { message: "mi an mi pataner get viwing centr togeda, wi de fait ova moni, wi wan smbdy fo setl am witout cot", intent: "area:arbitration" },
  { message: "Before I come, I must know how much you charge. I am a pensioner. Do you give any free help, legal aid?", intent: "knowledge:Fees" },
  {
    message:
      "A group of boys from the video centre attacked my son on the way home and they said they will come back tonight for him. We are in the house, afraid.",
    intent: "safety",
  },
  { message: "my brother die and leave a will about his shop but his wife say the will is fake I need lawyer for the probate matter", intent: "area:family" },
  { message: "Una fit tell me when di rain go stop dis season? Di water de enter mi centre.", intent: "off-topic" },
  { message: "May I have your email? I want to write my story fully.", intent: "email" },
  {
    message: "A former employee has been charged with theft of ticket revenue and has asked whether your firm defends criminal cases at trial. Please advise.",
    intent: "area:criminal",
  },
  { message: "I wan come see lawyer dis week fo talk about mi centre. Which day una get space?", intent: "booking" },
  { message: "u open sundays?", intent: "hours" },
  { message: "Je veux investir dans un cinéma à Freetown avec un partenaire local. Need help for the investment and company papers.", intent: "area:business" },
  { message: "Kindly share your telephone number so that our accountant can call.", intent: "phone" },
  {
    message: "hello lawyer please the police in make any arrest my shop boy now now they say the decoder he sell is stolen they are holding him there",
    intent: "urgent",
  },
  { message: "How do I block games on my son's phone? He sneaks out to the game shop when I lock the door.", intent: "off-topic" },
  {
    message: "I wish to sell a piece of my land at Hill Station to a man who wants to build a cinema. I need a lawyer for the conveyancing and title search.",
    intent: "area:land",
  },
  { message: "If neighbour dem report me to council say mi centre noise too much, dem fit close am by law? Wetin di law say?", intent: "legal-question" },
  { message: "how can I contact your office I want phone email everything", intent: "contact" },
  { message: "wat dokument a fo bring wen a kam", intent: "knowledge:What to bring" },
  {
    message:
      "My brother in the UK sent us a barrel with a TV and clothes. It reached Queen Elizabeth Quay but the port people said items are missing. We want to claim.",
    intent: "area:shipping",
  },
  {
    message: "I de rent out TV dem to small small viewing centre fo Kroo Bay. I wan proper agreement paper so pipul no go run wit mi TV. Una fit write am?",
    intent: "area:contract",
  },
  { message: "Bon, au revoir, à bientôt", intent: "goodbye" },
  { message: "tanks plenti", intent: "thanks" },
  { message: "Where exactly is your office? I will take a kekeh from Kissy.", intent: "address" },
  { message: "mi gel frend boifren de fala mi sins d mach endd, e get knaif, a de hyd nau", intent: "safety" },
  { message: "Nous avons un litige commercial avec un fournisseur ghanéen. We want arbitration, pas le tribunal.", intent: "area:arbitration" },
  { message: "They took my son from the game shop and they are keeping him at Eastern police since yesterday! Please send a lawyer.", intent: "urgent" },
  { message: "if my customer pay for six months subscription and decoder spoil am I supposed by law to refund him all the money", intent: "legal-question" },
  { message: "Can you help me tune my old television to the new digital channels? My grandson is not here.", intent: "off-topic" },
  { message: "Quels types d'affaires vous traitez? You are lawyers for everything?", intent: "services" },
  {
    message: "We would like to meet with a shipping lawyer regarding our delayed projector consignment. Is Thursday at 10 AM possible?",
    intent: "booking",
    also: ["area:shipping"],
  },
  { message: "a get wan mata", intent: "unknown" },
  {
    message:
      "Good evening. Two of our security staff were taken into custody after an altercation at the cinema entrance tonight. They are presently at Central Police Station. Please advise urgently.",
    intent: "urgent",
  },
  { message: "mi wif wan divos mi bcos a de spen ol day na di vewin centr, a nid lawya", intent: "area:family" },
  { message: "C'est quoi le meilleur jeu de foot sur téléphone? Je m'ennuie.", intent: "off-topic" },
  { message: "is it illegal 4 d game shop 2 let under 18s play 18+ games? my mate says d owner can go jail", intent: "legal-question" },
  { message: "At what hour do you open in the morning? Old people wake early.", intent: "hours" },
  {
    message: "Mi grandpa land fo Kroo Bay, mi uncle dem wan sell am but we get di centre on top. Na family land. I wan lawyer fo stop dem.",
    intent: "area:land",
  },
  {
    message: "please some people they come to my shop they say I sell them fake decoder they are beating my boy now outside I dont know what to do",
    intent: "safety",
  },
  {
    message:
      "My husband and his friend share a video centre but there is no paper saying who owns what. I want to help him set it up properly as a business. Do you assist with this?",
    intent: "area:business",
  },
  { message: "Is Mr Mohamed Conteh, the land lawyer, still with you? Someone told me he is very careful with title deeds.", intent: "attorney:Mohamed Conteh" },
  { message: "is d basketball court at d national stadium open 4 public? we wanna play afta gaming", intent: "off-topic" },
  { message: "La police a pris mon mari au vidéo club ce soir, they beat him and take him to the station. Je ne sais pas quoi faire.", intent: "urgent" },
  {
    message:
      "My tenant has been accused of receiving stolen generators. He has been granted bail and the trial begins soon. He asked me, as his landlord, to find him a good criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "cn a si lawya fraide? a de kam frm wellintn", intent: "booking" },
  { message: "Una lawyer dem de talk Krio? I no too sabi English fo talk law.", intent: "knowledge:Languages spoken" },
  {
    message: "We have a charter party dispute with a vessel owner over delayed delivery of our cinema seating at the Quay. We need shipping counsel.",
    intent: "area:shipping",
  },
  { message: "If somebody die na mi video centre from fight, police fit hold me as di owner? Wetin di law say?", intent: "legal-question" },
  { message: "Thank you for the information. Much appreciated.", intent: "thanks" },
  { message: "i signed a contract 2 work at d gaming lounge 4 6 months but boss wont pay n wants me 2 sign another 1. help", intent: "area:contract" },
  {
    message: "My son's friends say a man from the game shop is looking for him with a machete over a debt. He is hiding in my room now. I am so afraid.",
    intent: "safety",
  },
  { message: "Vous avez combien d'avocats? Des femmes aussi?", intent: "team" },
  {
    message:
      "Na mi pikin de write dis fo me. Police don hold mi husband na Kroo Bay station since yesterday, dem say we de show film without licence. Abeg help.",
    intent: "urgent",
  },
  {
    message:
      "My brother and I inherited a small cinema and we disagree on how to run it. We would rather settle it with a mediator than go to court. Can you help?",
    intent: "area:arbitration",
  },
  { message: "Would you know the best time to advertise a film premiere on local radio?", intent: "off-topic" },
  { message: "please how much is the fee for lawyer to check my contract", intent: "knowledge:Fees" },
  { message: "my mum n dad split n my dad stopped payin 4 me n my sis. my mum says she needs a lawyer 4 maintenance", intent: "area:family" },
  { message: "Vous ouvrez à quelle heure lundi?", intent: "hours" },
  {
    message: "My late wife's relatives say that because the video hall was built with her money, they have a share of it now. Do they have any right?",
    intent: "legal-question",
  },
  {
    message: "I want to bring investor from Lebanon into my decoder business what are the steps for the company side I need business lawyer",
    intent: "area:business",
  },
  { message: "Ok, bye bye. I go call back.", intent: "goodbye" },
  { message: "dem tek mi kozin go polis sinc yestady, im de cel nau, bcos of di fite afta mach", intent: "urgent" },
  { message: "I will come with my car. Is there parking near your office?", intent: "knowledge:Parking" },
  {
    message: "police say I did piracy because I sell decoder with free channels they give me bail now but case is in court I need defence lawyer",
    intent: "area:criminal",
  },
  { message: "hw do i reach u guys? gimme all ur contacts", intent: "contact" },
  { message: "Je voudrais rencontrer un avocat pour ma situation, quel jour je peux venir?", intent: "booking" },
  { message: "What is the price of a bag of rice in Freetown these days? My pension does not buy much.", intent: "off-topic" },
  {
    message: "Our company wishes to purchase the property adjacent to our cinema for expansion. We require a title search and conveyancing services.",
    intent: "area:land",
  },
  { message: "I want to know who is the lawyers in your firm how many", intent: "team" },
  { message: "Hello, good evening.", intent: "greeting" },
  { message: "your email address please I want to send you the agreement and the phone number too", intent: "email", also: ["phone"] },
  { message: "mi tv dem wey a ship frm chaina dem spoil am na di pot, a wan lawya fo di kago klem", intent: "area:shipping" },
  { message: "What is your telephone number? I prefer to speak rather than type.", intent: "phone" },
  { message: "they jus lockd up my frend at d police stn, he was at d game shop wen d fight happnd, he didnt do nuthin", intent: "urgent" },
  { message: "wat kin kase una de tek", intent: "services" },
  { message: "Le propriétaire du cinéma a gardé mon téléphone parce que je n'ai pas payé, is that legal?", intent: "legal-question" },
  {
    message:
      "I hired a carpenter to build benches for the video hall. He took the money and did half the work. We had a written agreement and I want to enforce it.",
    intent: "area:contract",
  },
  { message: "please how to fix decoder E48-32 error no signal", intent: "off-topic" },
  {
    message: "we have an arbitration award against the company that supply us decoders but they refuse to pay how do we enforce it",
    intent: "area:arbitration",
  },
  { message: "Please book a meeting with your contract lawyer for our General Manager, any afternoon next week.", intent: "booking" },
  { message: "som boiz dem de tretin mi sey dem go ambush mi afta di nex mach bcos a sopot di oda tim, a no fit go out", intent: "safety" },
  { message: "hello good morning sir", intent: "greeting" },
  {
    message:
      "Mi brother send decoder dem and TV fo me by ship, di shipping company say dem lost half di goods. I wan claim mi money. Una de handle ship palaver?",
    intent: "area:shipping",
  },
  {
    message:
      "They have arrested my son at the video centre in Calaba Town and they say he will be taken to Pademba Road. He is in the cell now. Please, what do I do?",
    intent: "urgent",
  },
  { message: "who got d best pubg squad in freetown lol", intent: "off-topic" },
  { message: "If a film distributor terminates our agreement early without notice, are we entitled to compensation under the law?", intent: "legal-question" },
  { message: "Je veux acheter un terrain à Freetown pour un vidéo club. I need someone to check the title deed is real.", intent: "area:land" },
  { message: "una opn tday? its holiday", intent: "hours" },
  {
    message:
      "The boys who watch football in my compound have turned against me since I asked them to leave. Tonight one threw a stone through my window and shouted that he will finish me. I am sitting in the dark.",
    intent: "safety",
  },
  {
    message: "my employee in the decoder shop he left and open his own shop and he took my customers we signed employment contract I want to enforce it",
    intent: "area:contract",
  },
  { message: "Abeg, wetin?", intent: "unknown" },
  { message: "d police charged me 4 fightin at d game shop, court is nxt month. my mum sez i need a lawyer", intent: "area:criminal" },
  { message: "Does anyone there speak Mende? My mother wants to come with me.", intent: "knowledge:Languages spoken" },
  { message: "what is the best satellite dish size for make any area to catch signal well", intent: "off-topic" },
  {
    message:
      "This morning the police came with a vehicle and took away my grandson from the football centre in my house. He is still with them at Kissy station. He is a good boy. Please send somebody.",
    intent: "urgent",
  },
  { message: "I wan make appointment fo talk wit lawyer about mi centre rent. Monday good?", intent: "booking" },
  {
    message:
      "The board of directors of our cinema company is deadlocked on a major decision. We need guidance on corporate governance and our articles of association.",
    intent: "area:business",
  },
  { message: "Who are the lawyers there? I want someone kind who understands mothers.", intent: "team" },
  { message: "if polis kach mi wit decoda wey a bai frm strit, dem go lok mi up? wat di la sey", intent: "legal-question" },
  {
    message:
      "I married twice. My first wife's children and my second wife's children are already quarrelling about my houses and the cinema hall I built in the seventies. I want to settle everything in a will before I go. Will your family lawyers help me?",
    intent: "area:family",
  },
  { message: "Which time Leone Stars match go start Saturday? I wan show am na mi centre.", intent: "off-topic" },
  { message: "Quelle est votre adresse e-mail?", intent: "email" },
  {
    message:
      "A disgruntled former employee is outside the cinema threatening staff with a broken bottle. Our manager and two ushers are barricaded in the office.",
    intent: "safety",
  },
  { message: "wat do u guys even do, like wat kinda cases", intent: "services" },
  {
    message: "My neighbour and I have a quarrel about his generator noise. The chief suggested mediation. Do your lawyers do mediation?",
    intent: "area:arbitration",
  },
  {
    message: "hello please is urgent the police they hold my wife since yesterday in make any because of the decoder money dispute she is still in cell",
    intent: "urgent",
  },
  { message: "Wetin I go bring when I come? Mi lease paper and receipt dem?", intent: "knowledge:What to bring" },
  {
    message: "my goods they are in the vessel but vessel no want to discharge at the port because of the freight dispute I need maritime lawyer",
    intent: "area:shipping",
  },
  { message: "Thank you, my child. You have been most helpful.", intent: "thanks" },
  { message: "my uncle is buying land 4 a new game centre n wants a lawyer 2 do d conveyancing. u do dat?", intent: "area:land" },
  { message: "Please give me your phone number. I will call.", intent: "phone" },
  { message: "Où est-ce que je peux recharger mon crédit Orange à Freetown?", intent: "off-topic" },
  { message: "Di landlord don increase rent three times dis year. Law allow am fo do dat without notice?", intent: "legal-question" },
  { message: "polis sey a bit wan man na di vewin centr, cot de nex wik, a nid defens lawya", intent: "area:criminal" },
  { message: "Are your offices open during the lunch hour, between one and two?", intent: "hours" },
  { message: "How I go reach una? Number, email, all.", intent: "contact" },
  {
    message:
      "The video centre owner signed a written agreement with me that he would not allow my son in during school hours. He broke it. Can you help me enforce it?",
    intent: "area:contract",
  },
  { message: "Mon frère est détenu à la police de Lumley depuis hier soir, they say he fight at the cinema. Please help quickly.", intent: "urgent" },
  { message: "Where is your chambers? I know Freetown well, just tell me the street. And what time do you open?", intent: "address", also: ["hours"] },
  { message: "Mon ex-mari ne paie pas pour l'enfant. I need lawyer for maintenance here in Freetown.", intent: "area:family" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "What matters does your chambers handle? I have several problems; an old man collects problems.", intent: "services" },
  { message: "I wan open bank account fo mi video centre business and di bank say I need company paper. Una fit register me?", intent: "area:business" },
  { message: "eni pakin spes dere? a get okada", intent: "knowledge:Parking" },
  { message: "Could you recommend a company that services air conditioners in cinema halls? Ours is failing.", intent: "off-topic" },
  { message: "Est-ce que je peux avoir un rendez-vous cette semaine avec un avocat?", intent: "booking" },
  { message: "If my son signs a paper at the game shop agreeing to pay a debt, can they force me as the mother to pay it?", intent: "legal-question" },
  { message: "my step dad beats me evry time he finds out i went 2 d game shop, 2day he said he'll kill me. im at a frends house", intent: "safety" },
  {
    message: "We would like to enforce a foreign arbitral award against a Ghanaian film supplier. Is this something your chambers handles?",
    intent: "area:arbitration",
  },
  { message: "yo they just took my cousin frm d cinema in a police van rn, hez 16. wat do we do", intent: "urgent" },
  { message: "I am coming to Freetown next Wednesday please I want to see lawyer that day fix me time", intent: "booking" },
  { message: "Una de open dis Saturday morning?", intent: "hours" },
  {
    message:
      "My son has been charged with stealing from the video centre cash box. He is at home on bail and the trial is soon. I need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "wen d transfa windo klos? arsenal nid strika", intent: "off-topic" },
  {
    message:
      "Our cinema owner was taken from his home by plain-clothes officers this morning and is being held at CID headquarters. No reason has been given. We need a criminal lawyer immediately.",
    intent: "urgent",
  },
  { message: "Mi wife don lef me fo anoda man and she tek mi two pikin. I want dem back. Una de handle custody?", intent: "area:family" },
  { message: "if I sell decoder to customer and after one week he say it spoil can he take me to court and win", intent: "legal-question" },
  { message: "Des supporters m'ont attaqué après le match, they beat me and now they wait outside my house. Je me cache chez un voisin.", intent: "safety" },
  {
    message: "My children want to turn my old video hall into a company with all of them as shareholders. I want a lawyer to set up the company properly.",
    intent: "area:business",
  },
  { message: "Salut, bonjour!", intent: "greeting" },
  { message: "We were referred to Ms Isatu Bangura. Could you tell me a little about her background in shipping matters?", intent: "attorney:Isatu Bangura" },
  {
    message:
      "My husband imports plasma TVs and his container was damaged when they offloaded it at the port. The shipping company refuses to pay. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "Na mi! Police dem don hold me since morning na Kroo Bay post, na mi pikin phone I take write dis. Dem say na me tif di TV dem wey lost fo di hall. Abeg send lawyer.",
    intent: "urgent",
  },
  { message: "Can I see a family lawyer on Thursday? I can only come after 2.", intent: "booking" },
  { message: "Wetin be di best movie fo show dis weekend? Pipul dem don tire fo Nigerian film.", intent: "off-topic" },
  { message: "mi papa lan, mi brodas dem de sel am wan wan wit no papa. a wan lawya fo stop am an chek di titl", intent: "area:land" },
  { message: "how many lawyers u got? any young ones?", intent: "team" },
  {
    message:
      "We are negotiating a contract with a satellite provider for the rights to show live matches. We require a lawyer to review and draft the agreement.",
    intent: "area:contract",
  },
  { message: "How much will it cost me to get a lawyer? I have little money, I am a trader. Is there legal aid?", intent: "knowledge:Fees" },
  { message: "me an di man wey rent mi jenreta de fayt ova di damej, wi agri fo mediashun. una de du am?", intent: "area:arbitration" },
  {
    message:
      "sir please my boys they arrest them at the shop in make any this morning and they are holding them at the police station till now for the decoder case",
    intent: "urgent",
  },
  { message: "Le gérant du cinéma a dit que je suis interdit à vie. Est-ce qu'il a le droit? I did nothing.", intent: "legal-question" },
  { message: "Please is there any school that teaches computer for teenagers? I want my son to learn something useful instead of games.", intent: "off-topic" },
  { message: "where is the office situated I want to come there with the papers", intent: "address" },
  { message: "Please advise.", intent: "unknown" },
  { message: "On m'accuse de fraude sur des abonnements DSTV. I am on bail. Je cherche un avocat pour le procès.", intent: "area:criminal" },
  {
    message:
      "My own son, who spends everything at the football centre, raised his hand to me today and said he will kill me if I do not give him money. I have locked myself in my room.",
    intent: "safety",
  },
  { message: "Merci beaucoup pour votre aide.", intent: "thanks" },
  {
    message:
      "My son is 14 and his father wants to take him to live with him because I cannot stop him going to the game shop. I want to keep custody. Please help me.",
    intent: "area:family",
  },
  { message: "Are you open in the evening after six? I prefer to come when it is cooler.", intent: "hours" },
  { message: "Una number abeg, I wan call.", intent: "phone" },
  { message: "a wan rejista mi vewin centr as bizness, how a go du am, a nid lawya", intent: "area:business" },
  {
    message:
      "The police came to the video centre and took my son and the other boys, they are keeping them at the station overnight. I was told they are beating them inside.",
    intent: "urgent",
  },
  { message: "do ur lawyers speak krio or only english", intent: "knowledge:Languages spoken" },
  {
    message: "my customs clearing agent he abandon my decoders at the quay and the port authority want to auction them I need lawyer fast for the port matter",
    intent: "area:shipping",
  },
  { message: "please can you help me calculate profit for 50 decoder if I buy at 400 and sell at 550", intent: "off-topic" },
  { message: "Can the school expel my son for missing class to go to the video centre? He missed many days.", intent: "legal-question" },
  { message: "Do you have a lady lawyer among your people? My late wife's sister would only talk to a woman.", intent: "team" },
  {
    message: "Our landlord has issued a notice to vacate the cinema premises despite two years remaining on our lease. We require a land lawyer.",
    intent: "area:land",
  },
  { message: "Vous faites quel type de droit? Famille, business?", intent: "services" },
  { message: "can i come in 2 talk 2 a lawyer abt my case? wat days", intent: "booking" },
  { message: "What papers should I carry when I come? I have the old conveyance, the survey plan and my father's will.", intent: "knowledge:What to bring" },
  {
    message: "Mi an mi brother wey get di oda video centre don get big quarrel about customers. Di elders say mek we find mediator. Una fit do am?",
    intent: "area:arbitration",
  },
  { message: "dem don lok mi brodar na cel fo Waterloo polis sinc yestaday nite, dem no gi am fud. hlp", intent: "urgent" },
  { message: "What are the various means by which we may contact your chambers?", intent: "contact" },
  { message: "anyone selling a used xbox? budget is 2 million", intent: "off-topic" },
  { message: "please they threaten to burn my shop and me inside tonight because I no give them free decoder I am afraid", intent: "safety" },
  { message: "Di man wey I sell mi old projector to, e no finish pay. We get paper. I want mi money.", intent: "area:contract" },
  {
    message: "Does our cinema require a separate licence to sell food and drinks to patrons, or is our existing licence sufficient?",
    intent: "legal-question",
  },
  { message: "Okay I will come. Bye.", intent: "goodbye" },
  { message: "please can I fix meeting with shipping lawyer next week for my container problem", intent: "booking", also: ["area:shipping"] },
  { message: "helo una gud evnin", intent: "greeting" },
  { message: "my bro n his partner r fightin over d gaming lounge profits, they wanna settle privately. do u do arbitration?", intent: "area:arbitration" },
  {
    message:
      "I am sorry to trouble you. My tenant's son was arrested at the cinema last night and he is still locked up at Ross Road station. His parents are in the village, so I am the one trying to help. Please.",
    intent: "urgent",
  },
  { message: "What is a good age to buy a child a phone? My son says all his friends have one.", intent: "off-topic" },
  {
    message: "I want to lease a shop space in make any for my decoder business for five years I need lawyer to prepare the lease and check the owner title",
    intent: "area:land",
  },
  { message: "if di landlod kut mi lait bcos a no pe rent, e get rait fo du dat?", intent: "legal-question" },
  {
    message:
      "One of our staff is being stalked by a customer who has threatened to harm her. He is waiting near the cinema car park now and she is afraid to leave the building.",
    intent: "safety",
  },
  { message: "What kinds of problems can your lawyers help with? I have family and money problems.", intent: "services" },
  {
    message: "Mon employeur au cinéma m'a licencié sans préavis et ne paie pas mon salaire. I have contract paper. Je veux une solution.",
    intent: "area:contract",
  },
  { message: "what time are you opening and closing I want to come before my shop open", intent: "hours" },
  {
    message:
      "Police don tek all mi customer dem from di centre tonight fo di noise complaint, dem hold dem na station, mi own boy inside too. Wetin I go do now?",
    intent: "urgent",
  },
  { message: "My old radio has stopped catching the BBC. Which station now plays the BBC news in Freetown?", intent: "off-topic" },
  { message: "mi papa die lef os an vewin centr, mi anti dem wan tek ol. wi nid lawya fo di inheritans", intent: "area:family" },
  { message: "I want to see a lawyer about my son's problem. When can I come?", intent: "booking" },
  { message: "Mi and mi wife wan put di video centre na company name so di bank go gi we loan. Una go help wit di paper?", intent: "area:business" },
  { message: "how much do u charge? im a student lol", intent: "knowledge:Fees" },
  {
    message:
      "My grandson was arrested last month and released on bail. His case for fighting at the cinema will be heard in the High Court. I am looking for a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "I don't know where to start.", intent: "unknown" },
  {
    message:
      "Mi landlord son de come every night wit im boys, dem say dem go beat me and mi wife if we no lef di centre. Dem don break mi door yesterday. We de fraid.",
    intent: "safety",
  },
  { message: "my uncle's ship got detained at d port coz of papers n d cargo is decoders. he needs a lawyer 4 d vessel", intent: "area:shipping" },
  {
    message: "If the tenant has used my property as a video centre for twelve years without a lease paper, can he claim the shop as his own now?",
    intent: "legal-question",
  },
  {
    message: "URGENT, ils ont arrêté mon ami camerounais au vidéo club de Kroo Bay, they keep him in cell at the station, he no have money. Please.",
    intent: "urgent",
  },
  { message: "I need your phone number WhatsApp please so I can send voice note", intent: "phone" },
  {
    message:
      "My sister and I run a provision shop together with a TV corner and we are now at each other's throats. A friend said a mediator could help us settle without court. Is that something you do?",
    intent: "area:arbitration",
  },
  { message: "Abeg, wetin I fit do fo mek mi generator no make too much noise? Neighbour dem de vex.", intent: "off-topic" },
  {
    message: "My late father's land in Kissy is being claimed by his brothers. I want to check the title deed at the registry and stop them.",
    intent: "area:land",
  },
  { message: "Would you kindly provide an overview of your legal team?", intent: "team" },
  { message: "is there parking space for my vehicle when I come to the office", intent: "knowledge:Parking" },
  {
    message:
      "Our cinema has been charged with breach of copyright for screening an unlicensed film. We need criminal defence representation for the court hearing.",
    intent: "area:criminal",
  },
  { message: "Mon mari me frappe quand il revient du foot, ce soir il a dit qu'il va me tuer. I am outside with my baby.", intent: "safety" },
  { message: "Can the municipal council lawfully impose a nightly curfew on our screenings without consultation?", intent: "legal-question" },
  { message: "i sold my ps4 2 a guy n he paid half n we signed a paper, now he wont pay d rest. can u help", intent: "area:contract" },
  {
    message:
      "hello this is urgent they are taking my uncle now to the police station in make any from the football centre because of the fight I am watching them put him in the vehicle",
    intent: "urgent",
  },
  { message: "What is your email? My grandson will send the documents for me.", intent: "email" },
  { message: "What is the average ticket price for cinemas in Accra? We are benchmarking.", intent: "off-topic" },
  { message: "were una ofis de? wich strit", intent: "address" },
  { message: "Je veux ouvrir une filiale de ma société guinéenne de décodeurs en Sierra Leone. Need business lawyer.", intent: "area:business" },
  { message: "I wan book time fo talk wit di land lawyer. When e de?", intent: "booking" },
  { message: "Tenki o, una too good.", intent: "thanks" },
  { message: "hau a go kontakt una? fone, emel, ol", intent: "contact" },
  {
    message:
      "My nephew chartered a small vessel to bring generators from Conakry for the football centres. The owner is keeping the goods on board and asks for more money. He needs a lawyer for the charter party.",
    intent: "area:shipping",
  },
  { message: "my gf's bro was picked up by police at d cinema car park n hes in custody at lumley stn, his mum is cryin. pls wat 2 do", intent: "urgent" },
  { message: "Quels documents je dois apporter au rendez-vous? Passeport?", intent: "knowledge:What to bring" },
  {
    message: "if my landlord in make any sell the building where my shop is does the new owner have right to remove me before my lease finish",
    intent: "legal-question",
  },
  { message: "On behalf of our cleaner, I am asking whether your firm handles divorce cases. Her husband has abandoned her.", intent: "area:family" },
  { message: "some guys frm d tournament r threatening 2 stab me, dey kno where i live. im scared", intent: "safety" },
  { message: "what type of cases can your firm help with I want to know before I travel", intent: "services" },
  { message: "Quel jour commence la CAN? Je veux réserver une place au vidéo club.", intent: "off-topic" },
  { message: "Are you open on Saturdays? I work during the week.", intent: "hours" },
  { message: "cn i get an appointmnt 4 sat? or do u only do weekdays", intent: "booking", also: ["hours"] },
];
