import type { LabelledMessage } from "./labelled-message";

// Theme: artists, wood carvers, painters, gara-dye makers, craft-market sellers; writers: Mama Aminata (52, gara dyer, Kenema, heavy Krio), Ibrahim (22, painter, Freetown, SMS shorthand), Pa Sorie (67, wood carver, Makeni, voice typing), Mrs Cole (58, gallery owner, formal English), Fatu (30, Big Market stall seller, Krio and typos), Daniel (41, diaspora painter, London, long stories), Kadie (20, art student, Bo, indirect questions), Alhaji Bah (48, craft exporter, Freetown/Conakry, French words)
export const DEVELOPMENT_HUNDRED_AND_NINTH: LabelledMessage[] = [
  { message: "gud mornin una", intent: "greeting" },
  {
    message:
      "I'm a Sierra Leonean painter based in London. Last year I signed an agreement with a hotel in Freetown to supply twelve large canvases for their lobby, they paid a deposit and then stopped answering after delivery. The balance is about 40 million leones. Can your firm help me recover it?",
    intent: "area:contract",
  },
  {
    message: "abeg police don hold my sister na Big Market dis morning, dem say she sell tif carving. dem carry am go Central police now now",
    intent: "urgent",
  },
  { message: "wetin na di best way for mix caustic soda wit indigo for gara so di colour no go fade", intent: "off-topic" },
  { message: "wat tym una open 2moro", intent: "hours" },
  {
    message:
      "I was wondering whether a man who copied my batik design exactly and is selling it at Lumley beach is breaking any law, or is it allowed since I never registered it?",
    intent: "legal-question",
  },
  {
    message:
      "my father left the carving shade land at Makeni for all of us but my uncle is now saying the land is his and he put a lock on the gate I need somebody to help me with this land matter",
    intent: "area:land",
  },
  { message: "di man wey I owe for di stall rent send boys dem come de threaten me say dem go beat me tonight. I fraid fo go home", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a consultation with one of your lawyers next week regarding a matter with my gallery. Kindly advise on available dates.",
    intent: "booking",
  },
  {
    message:
      "Bonjour, I send 2 container of wood carving and raffia bag from Queen Elizabeth quay to Antwerp, the shipping line say one container fall in sea and dem no want pay. I need lawyer for this cargo claim",
    intent: "area:shipping",
  },
  {
    message:
      "the police came to my workshop this morning and took my son they said he stole a generator he is in the cell at make any police station please what can I do",
    intent: "urgent",
  },
  { message: "bro u fit recomend gud acrylic paint brand wey cheap for freetown", intent: "off-topic" },
  { message: "Could you tell me how many lawyers actually work at the firm? Just curious before I come in.", intent: "team" },
  {
    message: "me and 6 oda women dem de make gara for Kenema, we wan register we group as company so we fit get bank loan. una de do dat kind work?",
    intent: "area:business",
  },
  {
    message: "If a buyer in Freetown took three of my paintings on credit and signed nothing, only WhatsApp messages, can I still take him to court and win?",
    intent: "legal-question",
  },
  { message: "wetin na una phone number abeg", intent: "phone" },
  {
    message: "dem charge me 4 fraud say i collect money 4 painting and no deliver bt i deliver am. court date na nxt month. i need lawyer",
    intent: "area:criminal",
  },
  {
    message: "my husband de beat me every night since I start my own gara business, last night he say he go kill me. I de hide na my sister in os now",
    intent: "safety",
  },
  { message: "What are your consultation fees? I should like to know before I make an appointment.", intent: "knowledge:Fees" },
  { message: "Can you help me write a short artist statement for my final year exhibition? It is about masks and memory.", intent: "off-topic" },
  {
    message: "Mon frère arrested at Lungi airport by police with his crate of carvings, dem say na ivory but na bone. He dey there since yesterday",
    intent: "urgent",
  },
  {
    message:
      "My gallery and a group of carvers have a dispute over commission on sales. We would prefer to settle it through mediation rather than going to court. Does your firm handle this?",
    intent: "area:arbitration",
  },
  { message: "are you open on Saturday I only come to Freetown on Saturday", intent: "hours" },
  {
    message:
      "my papa die last month and he get 3 stall na di craft market and di os for Kissy. my stepmother say na she one get all. I need lawyer for di inheritance",
    intent: "area:family",
  },
  { message: "hello good afternoon to you", intent: "greeting" },
  { message: "di city council fit tek my stall from me because I late 2 month for di dues?", intent: "legal-question" },
  { message: "how much e cost to send one small parcel from Freetown to Conakry by DHL", intent: "off-topic" },
  { message: "Could you give me an email address so I can send over the contract and photos of the paintings?", intent: "email" },
  {
    message: "dem don tek my pikin go police barracks since yesterday evening. dem say im join di boys wey fight na market. nobody no tell we anything",
    intent: "urgent",
  },
  {
    message:
      "I was asked to sign an exhibition contract by a gallery in Freetown that says they keep 60% and all the unsold works for six months. I'd like someone to look at it before I sign.",
    intent: "area:contract",
  },
  { message: "som guys wey say i copy dem design de follow me wit cutlass nw nw. i de hide insyd shop", intent: "safety" },
  { message: "I wan come see lawyer Tuesday abeg put me down", intent: "booking" },
  {
    message:
      "I intend to take a lease on a small building at Aberdeen to open a second gallery. I would like the firm to review the lease and do a title search first.",
    intent: "area:land",
  },
  { message: "which wood is better for carving masks between mahogany and camwood because the mahogany is cracking", intent: "off-topic" },
  { message: "una lawyer dem de tok Mende? my English no too strong", intent: "knowledge:Languages spoken" },
  { message: "police de na we door now dem say dem wan carry my husband because of di container of carving wey go abroad", intent: "urgent" },
  {
    message: "Is an exhibition contract valid if only the artist signed it and the gallery never countersigned? I need to know where I stand.",
    intent: "legal-question",
  },
  { message: "hmm ok so", intent: "unknown" },
  {
    message:
      "Three crates of my carvings have been stuck at Queen Elizabeth II Quay for six weeks. Customs keep asking for new papers and now want storage fees. I need someone to deal with the port and customs.",
    intent: "area:shipping",
  },
  { message: "tenki ya", intent: "thanks" },
  { message: "What is the weather usually like in Freetown in December? Planning an outdoor craft fair.", intent: "off-topic" },
  {
    message: "A customer accuse me for sell fake antique masks, he report me to CID and they tell me come for statement Monday. I need avocat to defend me",
    intent: "area:criminal",
  },
  { message: "where is your office in Freetown I will come by poda poda from Makeni", intent: "address" },
  {
    message:
      "My cousin who helps run my stall in Freetown was picked up by police last night and is still being held at Eastern police. Nobody has said why. Can someone go to him today? What number do I call?",
    intent: "urgent",
    also: ["phone"],
  },
  { message: "wetin una de do na dis office? wetin kind case una de tek?", intent: "services" },
  {
    message:
      "My wife and I are separating. She lives in Freetown with our two children and runs the craft shop we built together. I want to sort out custody and what happens to the business.",
    intent: "area:family",
  },
  { message: "if tourist tek my painting and say e go pay by mobile money den block me, police fit arrest am?", intent: "legal-question" },
  {
    message:
      "A man I refused to sell to keeps coming to the art studio and says he will burn it with me inside. He was here again an hour ago and I'm scared to go out.",
    intent: "safety",
  },
  { message: "abeg how I go put credit na my Africell phone from Orange money", intent: "off-topic" },
  { message: "What are your opening hours in Freetown time? I'm in London so I need to plan a call.", intent: "hours" },
  {
    message: "I want to open export company for handicraft, Sierra Leone and Guinée partners, we need shareholder agreement and registration",
    intent: "area:business",
  },
  { message: "I want to see a lawyer about my problem can I get appointment for next week Thursday", intent: "booking" },
  { message: "una de collect money small small? I no get all di fee one time", intent: "knowledge:Fees" },
  { message: "pls dem lock my bro up 4 police station since yday bcos of fight 4 craft market. dem nt allow us c am", intent: "urgent" },
  {
    message: "the buyer in Accra agree we go for arbitration like the contract say, but I don't know how to start it. You can represent me?",
    intent: "area:arbitration",
  },
  { message: "Alright, I shall be going now. Good day.", intent: "goodbye" },
  { message: "Do you know any galleries in Freetown that would take large oil paintings on consignment?", intent: "off-topic" },
  {
    message:
      "I get supply agreement wit one hotel for sell dem 200 raffia basket every month, now dem say dem no go pay for di last 2 months. I wan enforce di contract",
    intent: "area:contract",
  },
  { message: "If my lecturer used my painting on the university poster without asking, do I have the right to ask for payment?", intent: "legal-question" },
  {
    message:
      "my brother was taken by soldiers at the check point near must I acre with our truck of carvings they are keeping him at the barracks since two days",
    intent: "urgent",
  },
  { message: "di pit dem weh we de dye gara na family lan, now one man de build os pan am say e buy am. we need lawyer", intent: "area:land" },
  { message: "What are all the ways I can get in touch with the firm? Phone, WhatsApp, email?", intent: "contact" },
  { message: "who win chelsea match yestaday", intent: "off-topic" },
  {
    message:
      "A consignment of paintings I shipped to a gallery in Accra arrived with water damage. The carrier denies responsibility. I require assistance with a cargo claim.",
    intent: "area:shipping",
  },
  { message: "crowd don gather na di market say my boy tif phone, dem de beat am now now, abeg", intent: "safety" },
  { message: "do you have a lady lawyer there my wife want to talk to a woman", intent: "team" },
  { message: "Is there parking near the office? I'll be driving in from Lumley.", intent: "knowledge:Parking" },
  { message: "my pikin get case na court say im tif cloth from di gara shop weh e de work. e no do am. we need lawyer for defend am", intent: "area:criminal" },
  { message: "The buyer in Paris receive the carvings 1 year ago and never pay. Is it too late now to sue him?", intent: "legal-question" },
  {
    message: "My roommate was arrested at the protest near the art school this afternoon and she's at a police station in Bo. What should we do right now?",
    intent: "urgent",
  },
  { message: "cn i book apointmnt wit lawyer 4 frday", intent: "booking" },
  { message: "Could you recommend a reliable framer in Freetown for about thirty canvases?", intent: "off-topic" },
  { message: "I am old now and I want to make a will so my carving tools and the workshop go to my two sons and they will not fight", intent: "area:family" },
  { message: "una de open by 8 or 9 for morning?", intent: "hours" },
  {
    message:
      "My partner and I own the gallery company 50/50 and she is now making decisions without board meetings. I need advice on company governance and my position as a shareholder.",
    intent: "area:business",
  },
  { message: "how can I treat wood so termites will not eat my carvings", intent: "off-topic" },
  { message: "if di man wey rent me di stall sell di space to anoda person, e get right for drive me comot?", intent: "legal-question" },
  {
    message:
      "Customs officers at the quay have detained my driver and they holding him in their office since morning, they say papers for the crafts not correct",
    intent: "urgent",
  },
  { message: "What documents should I bring to the first meeting about my exhibition contract?", intent: "knowledge:What to bring" },
  {
    message: "1 company use my design 4 dem tshirt afta we sign agreement say dem go pay me royalty. dem nt pay 1 cent. i wan lawyer 4 dis contract",
    intent: "area:contract",
  },
  {
    message:
      "My sister in Freetown just called me crying. Her ex-partner broke into her craft shop, smashed the carvings and is outside saying he'll kill her. I'm in London, what can be done right now?",
    intent: "safety",
  },
  { message: "donnez moi your email adresse pls", intent: "email" },
  { message: "wetin na di price of one bag of kola nut for Kenema market now", intent: "off-topic" },
  {
    message:
      "The London gallery and I already have an arbitration award against the Freetown dealer who sold my works and kept the money. How do I get it enforced in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "wat kind of work una law firm de do", intent: "services" },
  { message: "if my apprentice copy all my mask designs and open his own shop opposite mine can I stop him by law", intent: "legal-question" },
  { message: "police dem don come na di market dem de put we women dem inside dem van, dem tek my sister. abeg help", intent: "urgent" },
  {
    message: "I bought a plot in Waterloo to build a studio. Before I pay the balance, I'd like a proper title search and the conveyancing done.",
    intent: "area:land",
  },
  { message: "Salam aleikum, bonjour", intent: "greeting" },
  { message: "abeg write small poem for my shop signboard", intent: "off-topic" },
  {
    message: "Is Christiana Thomas still working at the firm? A friend said she helped her with a contract with a gallery.",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "My brother has been charged with receiving stolen artefacts. He's on bail and the trial starts in March. We need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "I wan meet lawyer face to face, wish day I fit come?", intent: "booking" },
  { message: "give me the number to call", intent: "phone" },
  {
    message:
      "Some men from the buyer side come to my shop in Kissy with gun, they say if I don't return the money they will finish me. They still around the house",
    intent: "safety",
  },
  { message: "What is the deadline for applying to the fine arts masters program at FBC?", intent: "off-topic" },
  { message: "abeg I get problem", intent: "unknown" },
  { message: "Est-ce que quelqu'un parle français dans votre cabinet?", intent: "knowledge:Languages spoken" },
  { message: "ok tnx bro", intent: "thanks" },
  {
    message: "I send box of gara cloth to my customer for US wit cargo company, dem say box lost. dem no wan pay. una de handle dat?",
    intent: "area:shipping",
  },
  { message: "my broda dem lock am na Kissy police since Sunday, dem say e buy tif carving from one boy. e no fit pay bail", intent: "urgent" },
  {
    message:
      "My parents are divorcing and my mother wants help getting maintenance from my father, who owns the big craft shop at Lumley. She asked me to find a lawyer for her. Is this something you do?",
    intent: "area:family",
  },
  { message: "what is the best time of year to cut wood for carving is it the rainy season or the dry season", intent: "off-topic" },
  {
    message:
      "An auction house in Freetown sold my painting for much more than the reserve and only paid me the reserve amount. Are they legally allowed to keep the difference?",
    intent: "legal-question",
  },
  { message: "Je voudrais un rendez-vous with lawyer for my export problem, maybe Wednesday morning?", intent: "booking" },
  { message: "una de open Sunday?", intent: "hours" },
  { message: "me n 2 frens wan start art gallery company. hw we go register am n share di company", intent: "area:business" },
  { message: "di landlord pikin dem de trowe stone na we shop, dem say if we no comot tonight dem go burn am wit we inside", intent: "safety" },
  {
    message:
      "We have a clause in our exhibition agreement with a foreign curator that requires disputes to go to arbitration. The curator has failed to return eight works. I would like the firm to commence the arbitration on my behalf.",
    intent: "area:arbitration",
  },
  {
    message:
      "My father, who is a wood carver in Bo, was taken from his house by police at dawn this morning. The family says he's at Bo police station and they won't let anyone see him. Please help.",
    intent: "urgent",
  },
  { message: "how much una think I fit sell big gara table cloth for tourist dem? 150 or 200 thousand?", intent: "off-topic" },
  {
    message:
      "I put my carvings inside container at the port for a buyer in America but the ship went without it and now the shipping company want me pay more money",
    intent: "area:shipping",
  },
  { message: "hw many lawyer una get der", intent: "team" },
  { message: "if my husband die, im brodas dem fit tek di gara business and di os from me and di pikin dem?", intent: "legal-question" },
  { message: "how can I reach you people I don't have email only phone", intent: "contact" },
  {
    message:
      "di city council say dem go move all di craft stall dem for new place, but I get lease paper for my own stall for 5 years. I wan lawyer for dis lease matter",
    intent: "area:land",
  },
  { message: "Police just came to the craft market and are taking my aunt away in their pickup. She sells masks there. Where can we go?", intent: "urgent" },
  { message: "Could you kindly outline the areas of law in which your chambers practise?", intent: "services" },
  { message: "Quel est le taux de change leone to franc guinéen today?", intent: "off-topic" },
  {
    message:
      "A Freetown cultural centre asked me to sign a contract for a solo exhibition next year. There's a clause giving them rights to reproduce my images forever. I'd like a lawyer to review and negotiate it.",
    intent: "area:contract",
  },
  { message: "Is there somewhere I may park my vehicle when I visit your chambers?", intent: "knowledge:Parking" },
  {
    message:
      "The police invite me for questioning about money laundering because I receive payment from abroad for my crafts. I not arrested but I want a lawyer to come with me",
    intent: "area:criminal",
  },
  {
    message: "If I sold a painting to a tourist and they paid with a card that was later reversed, is the sale still valid? Can I ask for the painting back?",
    intent: "legal-question",
  },
  { message: "kusheh o", intent: "greeting" },
  { message: "What's the cheapest flight from London to Freetown in February?", intent: "off-topic" },
  {
    message:
      "My boyfriend hit me because I spent my exhibition money on school fees, and he took my phone. I borrowed this phone. I'm scared to go back to the room.",
    intent: "safety",
  },
  { message: "I should be grateful if you could arrange an appointment with a lawyer on Thursday afternoon.", intent: "booking" },
  {
    message: "My brother die in Conakry, he leave property here in Freetown and children. We need help for the succession and letters of administration",
    intent: "area:family",
  },
  { message: "Do you have a WhatsApp number I can message?", intent: "phone" },
  { message: "CID don carry my boss frm di gallery 2day, dem say fake painting. dem hold am now. wat we go do", intent: "urgent" },
  {
    message:
      "I wish to take a loan from my bank to expand the gallery and the bank requires legal documents for the company. Can you assist with the banking side?",
    intent: "area:business",
  },
  { message: "hw i go charge my phone wen no light for 3 days", intent: "off-topic" },
  { message: "if the carving society expel me without a meeting can they keep my share of the money in the society account", intent: "legal-question" },
  { message: "Would the office be open around 4 PM on a Friday? I have class until 3.", intent: "hours" },
  {
    message: "me an di oda stall women dem get palaver wit di market association over money. we no wan go court, we wan settle am wit mediation",
    intent: "area:arbitration",
  },
  {
    message:
      "they have held my nephew at the police post in Kabala since Friday for fighting at the craft fair and they are asking money before they release him",
    intent: "urgent",
  },
  { message: "Roughly how much would you charge to send a demand letter and recover an unpaid sale? Do you offer legal aid?", intent: "knowledge:Fees" },
  { message: "una office de na wich side? na Siaka Stevens?", intent: "address" },
  { message: "I have a lease for my workshop for 10 years but the owner died and his children want to throw me out I need help", intent: "area:land" },
  { message: "If the customs seize my carvings because they say is antique, can they keep them forever or I can get them back?", intent: "legal-question" },
  { message: "na which market I fit buy cheap caustic soda and hydrosulphite for gara for Freetown", intent: "off-topic" },
  {
    message:
      "My former partner is sending voice notes threatening to kill my family if I don't give him the container money. He knows where my children go to school.",
    intent: "safety",
  },
  {
    message:
      "We chartered space on a vessel to send a large sculpture to a biennale in Dakar. The vessel owner has cancelled the charter and refuses to return our deposit.",
    intent: "area:shipping",
  },
  { message: "Thank you kindly for the information.", intent: "thanks" },
  { message: "my fren get case say e damage one man painting 4 exhibition. e de outside on bail. u get criminal lawyer?", intent: "area:criminal" },
  { message: "soja dem don hold my man na check point since yestade, dem say di gara cloth dem na smuggle. e still dey dey", intent: "urgent" },
  { message: "Can you explain the difference between tie-dye and batik for my art history assignment?", intent: "off-topic" },
  { message: "??", intent: "unknown" },
  { message: "I want to come and talk to one of your lawyers face to face please tell me when", intent: "booking" },
  { message: "Could you tell me a little about the lawyers in your chambers and what each of them does?", intent: "team" },
  { message: "if i paint mural 4 1 restaurant n dem refuse 2 pay, i fit paint ova am or e go be crime?", intent: "legal-question" },
  {
    message: "one NGO sign paper wit we group say dem go buy 500 gara cloth, we don make am all, now dem say dem no want am again. we wan lawyer",
    intent: "area:contract",
  },
  { message: "wetin I fo bring wen I de come see di lawyer? I get my stall receipt dem", intent: "knowledge:What to bring" },
  {
    message: "My sister wants to adopt her late friend's baby. Her friend was a painter and there's no father around. Can your firm help with the adoption?",
    intent: "area:family",
  },
  { message: "Police arrest my son now now at Kissy road, they take him inside vehicle. He only go deliver carvings", intent: "urgent" },
  { message: "my knee is paining me from sitting long on the ground to carve what medicine can I take", intent: "off-topic" },
  { message: "A French investor want to put money in my craft export company. I need lawyer for the investment agreement and shares", intent: "area:business" },
  { message: "una get email? my pikin go send di paper dem", intent: "email" },
  {
    message: "di man wey I tell say make e pay for di carving don come back wit im friends, dem de shake my stall say dem go beat me. I dey lock inside now",
    intent: "safety",
  },
  { message: "What time you close today?", intent: "hours" },
  {
    message:
      "My grandmother's house in Makeni, where she kept her weaving looms, is now being claimed by a neighbour who moved the boundary pillars. We need a lawyer for the boundary dispute.",
    intent: "area:land",
  },
  {
    message: "If an artist delivers works late under a gallery agreement, is the gallery entitled to cancel the exhibition and keep the deposit?",
    intent: "legal-question",
  },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "The Ghanaian distributor and I both want to avoid court over the unpaid batch of paintings. Can your team act in a mediation so we settle it out of court?",
    intent: "area:arbitration",
  },
  { message: "abeg dem don tek my mama go police since 2 day. dem say na she sell di tif mask. dem no gri leh we see am", intent: "urgent" },
  { message: "Which shipping company is cheapest for container to Conakry?", intent: "off-topic" },
  { message: "I de find Hawa Turay, na she help my sister wit im husband will. e still dey una office?", intent: "attorney:Hawa Turay" },
  {
    message: "My classmate was accused of stealing paintings from the school exhibition and has been summoned to court next week. He needs a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Numéro de téléphone svp", intent: "phone" },
  { message: "Can you help me write a CV for a gallery assistant job?", intent: "off-topic" },
  { message: "do your lawyers speak Temne because I don't speak English too well", intent: "knowledge:Languages spoken" },
  { message: "if di tourist dem tek my cloth and commot na hotel without pay, di hotel get fo pay me?", intent: "legal-question" },
  { message: "I'm visiting Freetown from 10 to 20 March. Could I schedule a meeting with a lawyer during that time?", intent: "booking" },
  { message: "You do what kind of cases? only court or also business?", intent: "services" },
  {
    message:
      "One of my artists has been detained at the Central Police Station since last night over a painting the police say is offensive. He has not been charged. I need someone there urgently.",
    intent: "urgent",
  },
  {
    message: "I signed paper with a hotel to make 40 carved doors and they paid half now they say they will not pay the rest because of small cracks",
    intent: "area:contract",
  },
  { message: "my uncle say i shame di family bcos i paint, e beat me wit belt yday n e say e go kill me if i no stop. i de hide 4 fren os", intent: "safety" },
  { message: "wetin go happen to weather dis weekend? I wan put my stall outside", intent: "off-topic" },
  {
    message:
      "My goods at Queen Elizabeth II Quay, the port say demurrage, the customs say duty, but is handicraft for export. I need lawyer for port and customs",
    intent: "area:shipping",
  },
  { message: "hw i fit contact una", intent: "contact" },
  { message: "my daughter's husband is not paying maintenance for their children since he left to Guinea she needs a lawyer", intent: "area:family" },
  { message: "Hi there!", intent: "greeting" },
  {
    message: "If my Freetown agent signed the consignment agreement in his own name, not mine, can I still sue the gallery directly?",
    intent: "legal-question",
  },
  { message: "the police are at my house now they want to take my wife because of the fight in the market please help", intent: "urgent" },
  { message: "una get place 4 park okada?", intent: "knowledge:Parking" },
  { message: "we di craft market women wan form cooperative company. we need help for di registration paper dem", intent: "area:business" },
  { message: "What is the best varnish to protect oil paintings in humid weather?", intent: "off-topic" },
  { message: "Is there any lawyer woman in your office? my wife prefer", intent: "team" },
  {
    message: "My late mother's family land in Kono is being sold off by a cousin. My siblings and I in the UK want to stop the sale and protect our share.",
    intent: "area:land",
  },
  { message: "Hello? I'm not sure how to explain this", intent: "unknown" },
  { message: "di woman wey order 50 gara from we say she no go pay because im customer dem no like di colour. she get right?", intent: "legal-question" },
  { message: "Merci beaucoup", intent: "thanks" },
  { message: "wat app i fit use 2 sell my painting online", intent: "off-topic" },
  { message: "Is it possible to book a consultation over the phone or do I have to come in?", intent: "booking" },
  {
    message: "I have received a summons alleging that I knowingly sold a forged painting. I intend to defend the matter and require counsel.",
    intent: "area:criminal",
  },
  {
    message:
      "My nephew was picked up by police at Lumley beach while selling my prints and we hear he's still in a cell. Can a lawyer go to the station today?",
    intent: "urgent",
  },
  {
    message: "the carvers association and me we agreed for elders to settle the matter but they did not decide fair now I want lawyer for arbitration",
    intent: "area:arbitration",
  },
  { message: "ok a de go now, bye bye", intent: "goodbye" },
  { message: "una open on public holiday?", intent: "hours" },
  { message: "Where exactly is the office? Is it near the Cotton Tree?", intent: "address" },
  {
    message: "My professor sent sculptures to an exhibition in Ghana by sea and they arrived broken. She asked me to find a shipping lawyer for the claim.",
    intent: "area:shipping",
  },
  {
    message: "My employer the craft export company sack me without notice and without pay my last 3 month. I have employment contract",
    intent: "area:contract",
  },
  {
    message: "Before our meeting, which documents should I bring or send? I have invoices, emails and the consignment note.",
    intent: "knowledge:What to bring",
  },
  { message: "can you tell me the price of a bag of rice in Makeni now", intent: "off-topic" },
  {
    message:
      "A group of men have surrounded my gallery claiming one of the paintings insults their chief. They are banging on the door and I am locked inside with two staff.",
    intent: "safety",
  },
  { message: "Does a gallery have the right to keep my paintings because I owe them for the frames?", intent: "legal-question" },
  { message: "pls i wan c lawyer dis week, wich day free", intent: "booking" },
  {
    message:
      "My brother was arrested this morning at the craft market in Bo for selling without a licence and he's still in the cell. Is that even allowed? What do we do now?",
    intent: "urgent",
    also: ["legal-question"],
  },
  { message: "I wan buy small lan for Kenema for build gara workshop. I wan lawyer for check di paper dem before I pay", intent: "area:land" },
  { message: "Any idea which courier is reliable for sending rolled canvases from Freetown to London?", intent: "off-topic" },
  { message: "my husband marry new wife and now e want divorce me, e say di stall na im own. I need lawyer for di divorce", intent: "area:family" },
  {
    message:
      "people in the village say I use juju in my carvings and they are coming to my house with sticks they say they will beat me I am hiding in the bush behind the house",
    intent: "safety",
  },
  { message: "If my buyer in France pay only half and the contract say Sierra Leone law, I can sue him here or I must go France?", intent: "legal-question" },
  { message: "Kindly confirm your office hours for the week.", intent: "hours" },
  { message: "Does your firm help individual artists, or only companies? What kinds of matters do you take?", intent: "services" },
  {
    message: "1 hotel order 10 painting 4 dem rooms, i deliver n dem pay only 3. i get invoice n whatsapp. i need lawyer 4 get di money",
    intent: "area:contract",
  },
  { message: "dem don hold my pikin na police station for Kissy since yestade night. im na 16 years. abeg send lawyer", intent: "urgent" },
  {
    message:
      "I'm setting up a company in Sierra Leone to run an artists' residency and gallery. I need help with registration and the shareholder structure, since two partners are in the US.",
    intent: "area:business",
  },
  { message: "yo wassup", intent: "greeting" },
  {
    message: "The contract with the buyer in Guinea say arbitration in Freetown. We have award now but he refuse to pay. You help enforce?",
    intent: "area:arbitration",
  },
  { message: "na all man una lawyer dem?", intent: "team" },
  { message: "abeg una sabi any NGO wey de give gara women grant?", intent: "off-topic" },
  {
    message:
      "My sister just phoned from Freetown: police have taken her husband from their craft shop on Wilberforce Street and she doesn't know which station. Please, what can we do right now?",
    intent: "urgent",
  },
  { message: "if I give my carvings to a man to sell for me and he sells them but says thieves took the money must he still pay me", intent: "legal-question" },
  { message: "I need appointment with lawyer for Monday 10 o'clock if possible", intent: "booking" },
  { message: "hw much una de charge 4 consultation", intent: "knowledge:Fees" },
  {
    message: "police say make I come back for court next week because one woman say I tif im cloth for di market. I no do am. I need lawyer",
    intent: "area:criminal",
  },
  { message: "Is consult@ the right email to send a question to, or info@?", intent: "email" },
  {
    message: "A buyer I argued with online posted my address and now strangers are outside my hostel shouting they'll hurt me. The warden isn't here.",
    intent: "safety",
  },
  { message: "when is the next craft fair in Freetown I want to bring my masks", intent: "off-topic" },
  {
    message:
      "I'm importing canvas, paints and frames in a container for my Freetown studio and customs at Queen Elizabeth II Quay have classified it wrongly, charging huge duty. I need help disputing it.",
    intent: "area:shipping",
  },
  { message: "police don ketch my pikin dem two na road, dem say dem no get ID. dem dey na station now", intent: "urgent" },
  {
    message: "I intend to purchase the building my gallery currently rents. I require conveyancing and confirmation that the seller holds a proper title deed.",
    intent: "area:land",
  },
  { message: "May I have your telephone number, please?", intent: "phone" },
  { message: "if i sell painting 2 tourist n e pay wit fake dollar, i fit go police or na my loss?", intent: "legal-question" },
  { message: "my late sista leave 3 pikin wit me, I wan tek dem as my own pikin by law. una de do adoption?", intent: "area:family" },
  { message: "abeg I fit get appointment for see lawyer for Friday morning?", intent: "booking" },
  {
    message:
      "I work as an assistant in a craft shop and my boss changed my contract without telling me and cut my salary by half. I need help with this employment problem.",
    intent: "area:contract",
  },
  { message: "Can you translate this invoice from French to English for me?", intent: "off-topic" },
  { message: "police de na gallery now dem de carry all of we go station. dem no tell we why", intent: "urgent" },
  { message: "Votre bureau c'est où exactement? Which street?", intent: "address" },
  {
    message:
      "My art collective has a disagreement with the festival organisers about prize money. Both sides want mediation rather than court. Can you help with that?",
    intent: "area:arbitration",
  },
  { message: "Thanks, that's really helpful.", intent: "thanks" },
  { message: "my husband don drink again, e don break all di carving for di stall an e de find me wit knife. I run go neighbour os", intent: "safety" },
  { message: "Can I speak Krio with the lawyer or does it have to be English?", intent: "knowledge:Languages spoken" },
  { message: "the carvers union want to become proper company with board and shares how do we do it we need lawyer", intent: "area:business" },
  {
    message: "Would I be liable if a painting consigned to my gallery is stolen from the premises? The artist is demanding full value.",
    intent: "legal-question",
  },
  { message: "Who are the lawyers at the firm? Is there someone who deals with both contracts and arbitration?", intent: "team" },
  {
    message: "My cousin detained by immigration at Gbalamuya border since yesterday with our crafts, they keep him inside their office. You can do something?",
    intent: "urgent",
  },
  { message: "wetin be di meaning of abstract art", intent: "off-topic" },
  {
    message:
      "I've been accused in Freetown of trafficking cultural property because of masks I shipped years ago. There's a court hearing coming. I need a defence lawyer who can see this through, appeal included if needed.",
    intent: "area:criminal",
  },
  { message: "how I fit reach una? phone, WhatsApp or email, all of am", intent: "contact" },
  { message: "what time does the office open in the morning I want to come early before the traffic", intent: "hours" },
  { message: "di ship wey carry my goods go Banjul throw some box away say na storm, now dem no wan pay for di gara cloth dem", intent: "area:shipping" },
  { message: "Okay, goodbye and have a nice day.", intent: "goodbye" },
  { message: "Please book me in with a lawyer at your earliest convenience.", intent: "booking" },
  { message: "if I sign di paper wey di market association bring but I no sabi read, di paper go still hold me?", intent: "legal-question" },
  {
    message:
      "My father, a well-known carver, died without a will and his workshop is in Freetown. My stepbrothers have taken over everything. I need help with the estate and probate.",
    intent: "area:family",
  },
  {
    message: "they have locked my son in the police cell for three days because of a carving they say was stolen they have not taken him to court",
    intent: "urgent",
  },
  { message: "una de help artist dem? wat kind of matter una de handle", intent: "services" },
  {
    message: "I rent warehouse in Wellington for store my crafts, the landlord want to break lease before the end. I need lawyer for lease",
    intent: "area:land",
  },
  {
    message: "di women dem for di oda cooperative say dem go beat me today for market because I comot from dem group. dem de wait for me na road",
    intent: "safety",
  },
  { message: "Is there a place to park a car near the office, or should I take a keke?", intent: "knowledge:Parking" },
  { message: "I need a standard consignment agreement drafted for the artists who exhibit in my gallery.", intent: "area:contract" },
  { message: "Police came to our art studio and took my lecturer away in handcuffs just now. What can we do to help him?", intent: "urgent" },
  { message: "abeg wetin na di price of one yard of plain white cotton for gara now", intent: "off-topic" },
  {
    message: "di police don charge me for assault because I fight wit di woman wey tif my gara design. I no de inside but court de come",
    intent: "area:criminal",
  },
  {
    message: "If I signed an exclusive representation deal with one Freetown gallery, am I legally allowed to sell directly to collectors who contact me?",
    intent: "legal-question",
  },
  { message: "Isatu Bangura na shipping lawyer for una office? somebody tell me about her", intent: "attorney:Isatu Bangura" },
  { message: "good evening o", intent: "greeting" },
  {
    message: "My mother's tie-dye shop wants to become a limited company so it can supply hotels. Can you do the company registration?",
    intent: "area:business",
  },
  { message: "please I want to arrange to see a lawyer when I come to Freetown on the 15th", intent: "booking" },
  { message: "email adres pls", intent: "email" },
  { message: "police don come carry my broda from we os now now, dem say e get hand for di tif for di craft market. abeg wetin we go do", intent: "urgent" },
  {
    message: "The hotel and my gallery have agreed to arbitration over the commissioned murals. Could you represent us at the arbitration hearing?",
    intent: "area:arbitration",
  },
  { message: "Are you open during lunchtime, say 1 PM Freetown time?", intent: "hours" },
  { message: "som area boys don seize my paintings n dem say if i report dem go stab me. dem de watch my shop now", intent: "safety" },
  {
    message:
      "A shipment of sculptures for an exhibition in the United Kingdom has been held at the quay pending an export permit. I require a lawyer familiar with port procedures.",
    intent: "area:shipping",
  },
  { message: "Combien ça coûte? The price for lawyer to handle my case, I can pay in parts?", intent: "knowledge:Fees" },
  { message: "How do I price my first paintings for a student exhibition?", intent: "off-topic" },
  { message: "What's the best way to reach the firm from the UK? Phone, WhatsApp or email?", intent: "contact" },
  { message: "how many lawyers do you have there and who is the oldest", intent: "team" },
  { message: "Me and my wife we separate, she want to take the children to Guinea. I want custody in Sierra Leone", intent: "area:family" },
  {
    message: "Police have just entered my gallery and are removing my manager in handcuffs over a disputed sale. Please send someone immediately.",
    intent: "urgent",
  },
  { message: "can the chief take my carving shed because I did not give him his share of the sales", intent: "legal-question" },
  { message: "gi me una WhatsApp number abeg", intent: "phone" },
  {
    message: "I'd like a lawyer to draft a licensing agreement so a UK company can print my paintings on textiles and pay me royalties.",
    intent: "area:contract",
  },
  { message: "my grandma land wey we build studio pan am, family dem de fight say make we sell am. we need lawyer 4 di land", intent: "area:land" },
  { message: "Hi, could I book a short consultation for next Monday afternoon?", intent: "booking" },
  { message: "thank you very much God bless you", intent: "thanks" },
  {
    message:
      "My mother in Kenema says the man who took her gara cloths on credit came back with others, beat her, and promised to return tonight. She's too scared to sleep at home.",
    intent: "safety",
  },
  {
    message: "Police charge me for false pretence because the buyer say the carving not ebony. My case at Magistrate court next week, I on bail",
    intent: "area:criminal",
  },
  { message: "please help me", intent: "unknown" },
  { message: "What areas do you cover? I'm trying to figure out if you're the right firm for an artist.", intent: "services" },
  { message: "my bro dem hold am na prison since last week no court no bail. e jus paint mural for wall. wat we do", intent: "urgent" },
  { message: "when I come what papers should I carry with me", intent: "knowledge:What to bring" },
  {
    message: "My bank freeze my company account because money come from abroad for carvings. I need business lawyer to talk to the bank",
    intent: "area:business",
  },
  { message: "abeg tel me how for cook cassava leaf wit palm oil", intent: "off-topic" },
  { message: "I de cam from Kenema, how I go find una office for Freetown?", intent: "address" },
  { message: "If I made a painting during my internship at a gallery, who legally owns it, me or the gallery?", intent: "legal-question" },
  { message: "me n di gallery wan settle out of court 4 di money dem owe me. una de do mediation?", intent: "area:arbitration" },
  { message: "dem carry my sista go police since tree day, dem say she owe money for cloth. dem no carry am go court", intent: "urgent" },
  { message: "Au revoir", intent: "goodbye" },
  { message: "una lawyer dem sabi Krio? i no lek tok english", intent: "knowledge:Languages spoken" },
  { message: "my gal friend pregnant n she say i mus pay maintenance bt i nt get work. i need lawyer 4 dis family matter", intent: "area:family" },
  {
    message: "I sent a box of carved stools to my son in America by ship and the cargo company says it was damaged in the port they refuse to pay me",
    intent: "area:shipping",
  },
  { message: "Could I arrange a video call consultation with one of your lawyers? I'm in Manchester.", intent: "booking" },
  {
    message: "abeg police don lock up all di boys dem wey de sell carving na Lumley beach, my son inside dem. dem dey na Aberdeen police now",
    intent: "urgent",
  },
  { message: "una de handle only court case or una de help small business women too?", intent: "services" },
  { message: "my partna in di studio tek all di company money n e nt call any meeting. we both get share. i need business lawyer", intent: "area:business" },
  { message: "una go open tomorrow morning? na Friday", intent: "hours" },
  {
    message:
      "My uncle keeps coming to the house drunk, shouting that my mother's dye business belongs to him and hitting her. He's here now and she's bleeding.",
    intent: "safety",
  },
  {
    message: "the buyer from Ghana and me we both agree to go to arbitration instead of court for the unpaid carvings can your firm do it for me",
    intent: "area:arbitration",
  },
  { message: "una lawyer dem, dem old or young? dem sabi di work?", intent: "team" },
  { message: "If I ship goods FOB and the container lost at sea, who must pay, me or the buyer?", intent: "legal-question" },
  { message: "What's a good hotel near Lumley beach for an artist residency group of five?", intent: "off-topic" },
  { message: "I wan rent shop space near di craft market and di owner bring lease paper. I wan lawyer check am before I sign", intent: "area:land" },
  { message: "Please confirm the email for consultations.", intent: "email" },
  {
    message:
      "Soldiers stopped our bus coming from Kabala and took my father because of the wooden masks he was carrying. They're keeping him at the barracks. He has been there since yesterday.",
    intent: "urgent",
  },
  {
    message: "I bin de work for one tourist shop as sales girl, dem sack me say I tif but dem no prove am and dem no pay my salary. I wan lawyer",
    intent: "area:contract",
  },
  { message: "There is parking for my truck near your office?", intent: "knowledge:Parking" },
  { message: "police say i mus report 2 station every week bcos of di painting case. i dey on bail. i need lawyer 4 di trial", intent: "area:criminal" },
  { message: "Hello, good afternoon from London.", intent: "greeting" },
  { message: "abeg I wan make appointment for see lawyer when I come Freetown next week", intent: "booking" },
  { message: "My aunt, a batik maker, wants to write a will so her shop goes to her daughters. Can someone help her draft it?", intent: "area:family" },
  {
    message: "The people I sell container to in Kissy come to my house with machete, my wife and children lock inside. They still outside the gate now",
    intent: "safety",
  },
  {
    message:
      "Our art school chartered a small boat to take sculptures to Banana Island for a festival, and the boat owner is keeping them as security in a dispute over the hire. Who can help with this?",
    intent: "area:shipping",
  },
  {
    message:
      "My son has been held at Central Police since Tuesday over an unpaid exhibition loan and has not been charged. I also wish to know the fees for such representation.",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "wer una office de", intent: "address" },
  {
    message: "I would like to bring in a new investor as a shareholder in my gallery company. Please advise on amending the articles and issuing new shares.",
    intent: "area:business",
  },
  { message: "what is the best glue for joining two pieces of ebony", intent: "off-topic" },
  { message: "Arbitration award in Conakry against my buyer in Freetown. How I can enforce it here? You handle?", intent: "area:arbitration" },
  { message: "how I fit get una? call, whatsapp, email, any one", intent: "contact" },
  { message: "Could you list what kinds of cases your firm takes on?", intent: "services" },
  { message: "una office de open till what time evening?", intent: "hours" },
  {
    message: "A Freetown printer is selling copies of my painting as postcards. Is that against the law here, and could I get damages?",
    intent: "legal-question",
  },
  {
    message:
      "A former employee has accused me of theft of artworks and the police have asked me to attend for an interview next week. I would like a criminal lawyer present.",
    intent: "area:criminal",
  },
  { message: "Thanks a lot, I appreciate it.", intent: "thanks" },
  { message: "i wan schedule meetin wit 1 lawyer pls wen dey free", intent: "booking" },
  {
    message:
      "We inherited a plot in Bo where my father had his carving yard, but someone has registered a title deed over part of it. I need a land lawyer to fight this.",
    intent: "area:land",
  },
  { message: "police have come to my workshop and they are tying my apprentices with rope to carry them please help me now", intent: "urgent" },
  { message: "What's the number for the Freetown office?", intent: "phone" },
  { message: "one man don pursue me from market say I tif im design, e hold stick, I run enter church now, I fraid", intent: "safety" },
  { message: "Do you have any female lawyers at the firm? And how many in total?", intent: "team" },
  { message: "I want lawyer for write proper agreement between me and di women dem wey de dye wit me, so everybody sabi dem share", intent: "area:contract" },
  { message: "my man lef me wit 3 pikin an e no de send money. e de sell carving na Bo. I wan court make e pay for di pikin dem", intent: "area:family" },
  { message: "pls send me 2 gud youtube video 4 learn oil painting", intent: "off-topic" },
  { message: "Your firm can help for export business and also court matter, or only one?", intent: "services" },
  {
    message: "I send gara cloth for my customer for London wit ship, di container reach but my bale no dey inside. di shipping people de pass me up an down",
    intent: "area:shipping",
  },
  { message: "Should I bring the original exhibition contract or is a photo on my phone enough for the meeting?", intent: "knowledge:What to bring" },
  {
    message: "They arrest my brother at Queen Elizabeth quay today, the port police, because of the craft container. Please which lawyer can go now?",
    intent: "urgent",
  },
  { message: "I want to open a small art supply shop as a registered business. Can the firm handle the registration for me?", intent: "area:business" },
  { message: "if di woman dem for we cooperative comot, dem get right fo tek dem share of di money we save?", intent: "legal-question" },
  { message: "ok let me go now we will talk later bye", intent: "goodbye" },
  { message: "Is the office closed on weekends?", intent: "hours" },
  {
    message: "my broda get case for court say e fight tourist for market. e no dey inside, e dey house. we wan lawyer wey go defend am",
    intent: "area:criminal",
  },
  { message: "my ex de send me msg say e go acid my face bcos i paint im picture n sell am. e know my studio. i fraid 2 go der", intent: "safety" },
  { message: "Could you suggest a good printer for exhibition catalogues in Freetown?", intent: "off-topic" },
  { message: "Please I want to fix a meeting with lawyer about my buyer who didn't pay", intent: "booking" },
  { message: "me an di oda cooperative get palaver, we want somebody for settle am wit we outside court. una de do dat?", intent: "area:arbitration" },
  { message: "Does Adama Koroma still handle arbitration cases at the firm? I was referred to him.", intent: "attorney:Adama Koroma" },
  { message: "una email address na wetin?", intent: "email" },
  { message: "police dem de na we gate now dem wan tek my man, dem say e owe di bank. abeg", intent: "urgent" },
  {
    message: "the town council gave me a plot for my carving school but now another man brings papers saying the land is his I need lawyer for title search",
    intent: "area:land",
  },
  { message: "If an art collector paid a deposit and then disappeared for a year, can I legally sell the painting to someone else?", intent: "legal-question" },
  { message: "how much money will I pay for the lawyer I am not rich", intent: "knowledge:Fees" },
  { message: "I need a lawyer to review the sales contract before I send next container of crafts to Belgium", intent: "area:contract" },
  { message: "who be di lawyer dem for una office", intent: "team" },
  { message: "My late husband's will leaves the gallery to me, but his brother is contesting it. I require assistance with probate.", intent: "area:family" },
  { message: "what kind of help can your office give to a carver", intent: "services" },
  { message: "I wan book time for talk wit lawyer, any day next week", intent: "booking" },
  {
    message: "my paintings dem wey i send 4 exhibition na Dakar by ship, dem tell me say di ship owner hold dem becos freight nt pay. i need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "Vous êtes ouvert le samedi?", intent: "hours" },
  {
    message:
      "A customer who disputes a sale has threatened on the phone to have me killed, and a car has been parked outside my home all evening. I am frightened.",
    intent: "safety",
  },
  { message: "How can I contact you if I don't have airtime? Is there email or WhatsApp?", intent: "contact" },
  { message: "they say I sold a stolen drum to a tourist and I must go to court next month I need someone to defend me", intent: "area:criminal" },
  { message: "I wish to see the senior partner or any available lawyer on Monday morning. Please confirm a time.", intent: "booking" },
  { message: "wat i mus carry 4 di meeting", intent: "knowledge:What to bring" },
  { message: "di bank say make we bring company paper before dem give we market women group loan. una fit help we do di paper dem?", intent: "area:business" },
  { message: "yh", intent: "unknown" },
  { message: "aw di bodi, aw una de", intent: "greeting" },
  {
    message:
      "The sculpture I made for a company was delivered, and we disagree about the balance. Their lawyer suggests mediation. Can someone represent me in it?",
    intent: "area:arbitration",
  },
  { message: "my wife left and took our children to her village, I want to see my children I need help with custody", intent: "area:family" },
  { message: "if I come wit my pikin im car, e go get place for park?", intent: "knowledge:Parking" },
  { message: "I want buy land in Lungi for build warehouse for crafts. Need somebody check title and do conveyancing", intent: "area:land" },
  { message: "Thank you my brother, very good", intent: "thanks" },
  {
    message:
      "A Freetown museum wants to commission three carvings from my father. I'd like a lawyer to draft a proper commission contract with payment stages.",
    intent: "area:contract",
  },
  { message: "wetin na di WhatsApp number? I wan send voice note", intent: "phone" },
  { message: "Does your chambers handle matters for art galleries and cultural organisations? I wish to know your general scope.", intent: "services" },
  { message: "My mother only speaks Mende and some Krio. Will she be able to talk to a lawyer in her own language?", intent: "knowledge:Languages spoken" },
  { message: "my sons want to join my carving business as partners I want to make it a company so each one have his share", intent: "area:business" },
  { message: "Is the office on Siaka Stevens Street? What number on the street?", intent: "address" },
  { message: "The vessel captain refuse to issue bill of lading for my crafts cargo until I pay extra. I need shipping lawyer", intent: "area:shipping" },
  {
    message: "Can I book an appointment with a lawyer for my mother on Wednesday? And do you accept payment in instalments?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "Is your firm able to act for us in a mediation with a foreign gallery over unpaid sales of our artists' works?", intent: "area:arbitration" },
  { message: "How big is the team? I'd like to know if more than one person could handle my case.", intent: "team" },
  { message: "my brodas dem say if I no gi dem di gara money dem go kill me. dem beat me yesterday, my body swell. I hide na my friend os", intent: "safety" },
  { message: "una de open 2day? na monday", intent: "hours" },
  { message: "I would like to sit down with a lawyer next Tuesday morning please fix me", intent: "booking" },
  { message: "Comment vous contacter? Phone, email, WhatsApp, give me everything", intent: "contact" },
];
