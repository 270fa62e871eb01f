import type { LabelledMessage } from "./labelled-message";

// Palm-wine tappers, village palm-wine bars and omole/local gin distillers; writers: old tapper in Krio via his grandson, bar owner's daughter (SMS shorthand), distillery owner (formal English), tapper's widow (voice-to-text), youth (heavy typos), Bo trader (long stories), diaspora son in the UK, Guinean buyer (mixing French)
export const DEVELOPMENT_HUNDRED_AND_TWENTY_FOURTH: LabelledMessage[] = [
  { message: "hi gud mrnin 2 u", intent: "greeting" },
  {
    message:
      "Na mi granpa de tok, na me de rait am. He say di palm tree dem na we famili lan from in own papa tem, now one man from Lunsar kam se na in lan en i de tap am. Granpa wan lawyer for dis lan matter.",
    intent: "area:land",
  },
  {
    message:
      "please help police come to the steel this morning and carry my son to the station they say he is making omole without licence he is still there now",
    intent: "urgent",
  },
  { message: "how u tap palmwine so d tree no die quik", intent: "off-topic" },
  { message: "wat tym u open 2day", intent: "hours" },
  {
    message:
      "Dear Sir, I operate a small distillery in Waterloo. Kindly advise whether the law requires a licence for producing local gin for sale to bars, and whether the council may lawfully seize my equipment if I do not hold one.",
    intent: "legal-question",
  },
  {
    message:
      "I am a trader in Bo. Since last year I supply palm wine and omole to three bars in Freetown on credit, we write small agreement on paper for each one. Now one bar at Kissy owe me Le 14,000 for six months and the owner dey dodge me every time I go there. I want lawyer to help me collect my money from him.",
    intent: "area:contract",
  },
  { message: "man dem wit cutlass dey at d bar now sey dem go kil my uncle ovr d palmwine mony plz help", intent: "safety" },
  {
    message: "Hi, I'm in Leicester and I'd like to book a video consultation for my father about his tapping trees in Port Loko. Is next Tuesday possible?",
    intent: "booking",
  },
  {
    message:
      "my husband was a tapper he died in january and his brothers say the house and the trees belong to them not me and the children i need help with the inheritance",
    intent: "area:family",
  },
  { message: "Bonjour, quel est le prix d'un bidon de vin de palme à Freetown en ce moment?", intent: "off-topic" },
  { message: "pls send ur fone numba", intent: "phone" },
  {
    message: "Granpa se mek a rait kwik: police don hol mi uncle Pa Alimamy for Kambia station since yestede, dem se na in still. Abeg una sen lawyer.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, Last month the police raided my distillery at Hastings and I have since been charged with operating an unlicensed still. I was granted bail and the matter is listed before the Magistrate Court next month. I require representation.",
    intent: "area:criminal",
  },
  { message: "How many lawyers you get for dat office? I want know before I come down from Bo.", intent: "team" },
  { message: "plz hlp me", intent: "unknown" },
  { message: "ok tnx v much", intent: "thanks" },
  {
    message:
      "My late grandfather planted about forty palm trees on family land in Moyamba. My uncle now rents the tapping rights to strangers and keeps all the money. Does he have the right to do that without the rest of the family agreeing?",
    intent: "legal-question",
  },
  {
    message:
      "Bonjour, I send 200 cartons of local gin from Freetown to Conakry by boat, the cargo was broken at Queen Elizabeth II Quay before loading, half the bottles gone. Je cherche un avocat pour réclamer.",
    intent: "area:shipping",
  },
  { message: "are you open on saturday morning", intent: "hours" },
  { message: "Wetin be di best month for tap palm wine for Bo side, rainy season or dry season?", intent: "off-topic" },
  { message: "polis tek my broda frm d bar lst nite, dem nor releas im yet plz", intent: "urgent" },
  { message: "Good afternoon. Could you kindly indicate your consultation fee, and whether payment may be made in instalments?", intent: "knowledge:Fees" },
  {
    message:
      "My brother and I want to register his palm wine and gin distillery in Waterloo as a proper company so he can get a bank loan. Can your firm handle the registration?",
    intent: "area:business",
  },
  { message: "the man who owes my husband money came to my house with boys and said he will burn it tonight if i keep asking i am afraid", intent: "safety" },
  { message: "wer ur office de", intent: "address" },
  { message: "Granpa wan kam si lawyer fet fet bout in tree dem. Wetin de una get for am dis wik? Na me go bring am.", intent: "booking" },
  { message: "if man fal frm palm tree wen e drunk, d ownr of d tree go pay?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, Our distillers' cooperative is in a dispute with a Freetown hotel over a supply contract worth Le 85,000. Both parties would prefer to settle the matter out of court through mediation or arbitration rather than litigation. We would like your firm to act for us.",
    intent: "area:arbitration",
  },
  { message: "Random question, but does anyone know a shop in London that sells bottled palm wine from Sierra Leone?", intent: "off-topic" },
  {
    message:
      "I am writing from Bo. This morning CID officers come to the omole still behind my shop and take my worker Musa with them, dem say he must explain where the sugar come from. He still dey there at Bo police station now. What we do?",
    intent: "urgent",
  },
  { message: "Bonjour, salut", intent: "greeting" },
  {
    message:
      "my late husband tapped palm trees on his family land in port loko now the chief has given the land to another family i want someone to help me with the land",
    intent: "area:land",
  },
  { message: "Vous parlez français? My English is small.", intent: "knowledge:Languages spoken" },
  { message: "wat kind case una dey tek", intent: "services" },
  { message: "my pa bar sell omole. pls is it legal 4 polis 2 close d bar witout paper?", intent: "legal-question" },
  { message: "Granpa se mek a ask una: wetin medisin gud for bad bak from klem tree evri de?", intent: "off-topic" },
  {
    message: "Please let me have all the means by which I may contact your chambers, as I am currently travelling between Freetown and Makeni.",
    intent: "contact",
  },
  {
    message: "my kuzin get case 4 court bout d fyt at d palm wine bar, dem sey na im wound d man. e don get bail. una fit defend am?",
    intent: "area:criminal",
  },
  { message: "Abeg! Granpa in bredren dem de kam wit stik en cutlass for bit am ova di tree dem. Wi de ayd na neighbor os.", intent: "safety" },
  { message: "What are your opening hours in Freetown time? I'm in Manchester so I need to work out when to ring.", intent: "hours" },
  { message: "Je voudrais prendre rendez-vous avec un avocat, I am in Freetown next week Thursday.", intent: "booking" },
  { message: "pls hlp polis dey @ d bar now dey tek my dad 2 d van", intent: "urgent" },
  {
    message:
      "My dad signed an agreement to supply palm wine every week to a bar in Freetown, but the bar owner broke it after three months and found another tapper. We want someone to look over the contract and help us enforce it.",
    intent: "area:contract",
  },
  { message: "what is the weather going to be like in port loko tomorrow", intent: "off-topic" },
  {
    message:
      "Story be dis: one man drink at my brother-in-law bar for Bo, then he go climb palm tree behind the bar, he fall and break him leg. Now the man family say the bar must pay all the hospital bill. Will court make my brother-in-law pay?",
    intent: "legal-question",
  },
  { message: "wats ur email pls", intent: "email" },
  { message: "Granpa wan mek will so dat in palm tree dem en in os go to in pikin dem wen i dai, no palava. Una de du dis?", intent: "area:family" },
  {
    message: "Kindly let me know whether your chambers has a female lawyer, as the widow of one of my former tappers would prefer to speak with a woman.",
    intent: "team",
  },
  { message: "hw 2 mak omole at hom step by step", intent: "off-topic" },
  {
    message: "Urgent! Mon associé est détenu à la police de Kambia depuis hier, they catch him with gin in the truck at the border. Aidez-nous svp.",
    intent: "urgent",
  },
  {
    message:
      "Please, the fight at the bar in Bo is still going on, the boys them break bottles and one is holding knife and say he go stab the bar man. We lock ourselves inside the store room.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, A consignment of our bottled gin destined for Banjul has been held by customs at the Quay for three weeks over a classification dispute. We require a shipping lawyer to assist with its release.",
    intent: "area:shipping",
  },
  { message: "my husband died without writing a will can his brothers take the palm trees from me and the children", intent: "legal-question" },
  {
    message: "Je veux ouvrir une société en Sierra Leone to buy palm wine and export to Guinea. Vous pouvez faire l'enregistrement de la société?",
    intent: "area:business",
  },
  { message: "hw much 4 mtn credit 2 call guinea", intent: "off-topic" },
  {
    message: "they arrested my son at the palm wine bar on kissy road last night and they are still keeping him in the cell please send somebody",
    intent: "urgent",
  },
  {
    message:
      "My cousin in Freetown was charged after a police raid on the distillery he works at. He's out on bail but the trial starts soon and he needs a defence lawyer. Can you help?",
    intent: "area:criminal",
  },
  { message: "una opn sundy?", intent: "hours" },
  { message: "Granpa ask if Lawyer Mohamed Conteh stil de du lan case. Dem tel am se na in gud for famili lan.", intent: "attorney:Mohamed Conteh" },
  {
    message: "I should like to arrange a consultation with one of your partners concerning a dispute with a supplier. Please propose a date.",
    intent: "booking",
  },
  { message: "hw much una charg 4 case. i no get mony plenty", intent: "knowledge:Fees" },
  { message: "Which bus go from Freetown to Conakry and how much the ticket?", intent: "off-topic" },
  {
    message:
      "My mum just called me crying, the men her brother-in-law sent are outside her house in Waterloo threatening to beat her if she doesn't hand over the trees. I'm in London, what do I do?",
    intent: "safety",
  },
  {
    message:
      "Our supply agreement with a Lumley bar contains no termination clause. Would we be within our rights to stop deliveries until their arrears are cleared?",
    intent: "legal-question",
  },
  {
    message:
      "Me and three other traders for Bo get quarrel with one distiller about bad omole he sell we. The chief say make we settle am outside court. We want lawyer for this mediation.",
    intent: "area:arbitration",
  },
  {
    message:
      "There's a boundary dispute between my dad's family and the neighbours over a strip of land with palm trees near Bo. We'd like help sorting out the boundary and the title.",
    intent: "area:land",
  },
  { message: "hello good afternoon", intent: "greeting" },
  { message: "dem lok mi fren fo polis cel since frday cos of omole, e stil dey", intent: "urgent" },
  { message: "Could you recommend a reliable supplier of copper piping for distillation equipment?", intent: "off-topic" },
  { message: "my mum bar owe d distiller but now he sey we mus pay double. we sign paper b4. pls need lawyer 2 chek d agreemnt", intent: "area:contract" },
  { message: "Si le vendeur me donne mauvais vin de palme et je refuse de payer, il peut me poursuivre au tribunal? Can he win?", intent: "legal-question" },
  { message: "hello i have a problem", intent: "unknown" },
  { message: "Granpa no sabi English. Una lawyer dem de tok Temne or Krio?", intent: "knowledge:Languages spoken" },
  { message: "Give me your WhatsApp number make I send the paper them.", intent: "phone" },
  {
    message:
      "Sir, officers are at my distillery at this moment, they have handcuffed my manager and are loading him into their vehicle. I need a lawyer immediately.",
    intent: "urgent",
  },
  { message: "my gf papa na tapper e die. d uncl dem dey shar im tins an dem nor giv her notin. una de handl dis?", intent: "area:family" },
  { message: "pls a drunk man dey beat my sis @ d bar rite now nobody stop am", intent: "safety" },
  { message: "Who win the Bo Rangers match yesterday? I travel I no hear.", intent: "off-topic" },
  { message: "Quels sont vos domaines? Vous faites quel type d'affaires?", intent: "services" },
  {
    message:
      "the police raided the place where my son makes oh molly last month and now he has a court case he is at home now but he needs a lawyer for the court",
    intent: "area:criminal",
  },
  { message: "i wan si lawya 2moro mornin plz", intent: "booking" },
  {
    message: "Please help, my dad was taken by police from his palm wine bar in Makeni about an hour ago. Nobody will tell us where they took him.",
    intent: "urgent",
  },
  {
    message: "Granpa tap palm tree on Pa Bangura lan for twenti yia wit no paper. Now Pa Bangura pikin se mek i stop. Granpa get rait for kip tap?",
    intent: "legal-question",
  },
  {
    message:
      "We intend to admit two new shareholders into our distillery company and need the articles of association revised accordingly. Is this within your practice?",
    intent: "area:business",
  },
  { message: "how do i keep palm wine fresh for two days without it going sour", intent: "off-topic" },
  { message: "Où se trouve votre bureau exactement à Freetown?", intent: "address" },
  { message: "hw i fit rich una", intent: "contact" },
  { message: "Dem just hold my pikin for checkpoint at Mile 91 with two jerrycan omole. Police still get am there now. Help!", intent: "urgent" },
  {
    message:
      "I'm trying to ship palm wine concentrate from Freetown port to the UK and the shipping company lost two containers. Do you deal with cargo claims like this?",
    intent: "area:shipping",
  },
  { message: "Merci beaucoup pour l'information", intent: "thanks" },
  { message: "Aidez-moi, les gens du village m'ont encerclé au marché, ils disent que je vole leur vin, they want to beat me", intent: "safety" },
  {
    message:
      "We got an arbitration award against a Freetown bar that hasn't paid for two years of supplies, but they're ignoring it. Can your firm help enforce the award?",
    intent: "area:arbitration",
  },
  { message: "any job 4 palmwine tapper in frtwn?", intent: "off-topic" },
  {
    message:
      "My tapper collect money from me for twenty gallon and bring only ten, then he run go Kenema. If I report am to police, dem go lock am or na civil matter?",
    intent: "legal-question",
  },
  { message: "what documents should i bring when i come to see the lawyer about my husband's trees", intent: "knowledge:What to bring" },
  {
    message:
      "I buy small land near Bo with palm trees from one family, they give me paper, but now another family say dem own am. I want lawyer do title search for me before I build.",
    intent: "area:land",
  },
  { message: "cn u rite a poem 4 my mum bar opening", intent: "off-topic" },
  { message: "Is there parking available at your Siaka Stevens Street office?", intent: "knowledge:Parking" },
  { message: "Ok, Granpa se wi go tok bak. Bai bai.", intent: "goodbye" },
  { message: "Hi there, what time do you open on Monday, and where exactly is the office?", intent: "hours", also: ["address"] },
  {
    message: "my brother in law was picked up by the police at the palm wine bar in wellington since yesterday evening he is still there they did not say why",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, We are a family-run distillery in Kossoh Town seeking to bring in an investor from Ghana. We require assistance in structuring the investment and completing the necessary regulatory filings.",
    intent: "area:business",
  },
  { message: "wich palm tree giv mor wine, d ol one or d yong one", intent: "off-topic" },
  { message: "pls d man wey fyt my dad @ d bar yday don cum bak wit hs boys, dey dey outsyd now wit stone", intent: "safety" },
  {
    message:
      "Let me tell you. My sister marry one tapper for Tikonko, he get two wife. When he die last year, the first wife family collect everything, even the children school money. My sister and her three pikin no get nothing. We need lawyer for this inheritance matter.",
    intent: "area:family",
  },
  {
    message:
      "My father fell from a palm tree while tapping for a man who pays him by the day. He can't work now. Is the man legally obliged to pay him compensation?",
    intent: "legal-question",
  },
  { message: "Svp c'est urgent, la police a arrêté mon chauffeur à Gbalamuya avec la marchandise, il est toujours au poste maintenant.", intent: "urgent" },
  { message: "Kushe o! Granpa se kushe to una ol.", intent: "greeting" },
  { message: "What is the recommended fermentation time for palm sap before distillation?", intent: "off-topic" },
  { message: "my gran dey fyt wit d neighbour ovr d palm trees on d family lan, dey sey d trees on dr side. need lawya 4 lan case pls", intent: "area:land" },
  { message: "i wan bok apointmnt wit lawyr abt my papa tree dem", intent: "booking" },
  {
    message: "Mon frère a été accusé de vente de gin sans licence à Kambia, il est libéré sous caution maintenant. Vous pouvez le défendre au tribunal?",
    intent: "area:criminal",
  },
  { message: "Abeg, soja dem kam na di vilej dis mornin en dem tek mi granpa in pikin go na barracks. Dem no se wetin i du. I stil de de.", intent: "urgent" },
  { message: "how many lawyers do you have in your office and are there any women", intent: "team" },
  {
    message:
      "We have supplied gin to four bars in Freetown under written supply agreements, and two of them have failed to pay for the last three deliveries despite repeated reminders. We wish to instruct counsel to recover the sums due.",
    intent: "area:contract",
  },
  { message: "If I drive to the office, is there somewhere to park the car nearby?", intent: "knowledge:Parking" },
  {
    message:
      "I give money to my nephew to build distillery on my land in Bo, he run am for three years, now he say the business is his own and I no get share. Tell me, under the law, who own the still, me or him?",
    intent: "legal-question",
  },
  { message: "wat fone is gud 4 under 1 milion leones", intent: "off-topic" },
  { message: "polis cam our hous dis mornin dey tek my mum & d gin jerrycan dem, she dey station now", intent: "urgent" },
  {
    message:
      "I load twenty drum of palm oil and palm wine on a boat from Bonthe to Freetown, the vessel owner say the drums fall inside sea. I want claim my goods. Your firm handle this kind shipping matter?",
    intent: "area:shipping",
  },
  {
    message: "my late husband's brother hit me this morning and said if i go back to the farm he will kill me i am hiding at my friend's place",
    intent: "safety",
  },
  { message: "Could you kindly provide an overview of the areas of law in which your chambers practises?", intent: "services" },
  {
    message: "Nous avons un litige avec un distillateur de Freetown pour 300 caisses de gin. On veut l'arbitrage, pas le tribunal. Vous faites ça?",
    intent: "area:arbitration",
  },
  { message: "tanks bro", intent: "thanks" },
  { message: "Granpa se: if in broda dem sel di palm tree dem wey wi papa plant, di sel go stand? Dem no aks am.", intent: "legal-question" },
  { message: "Is it okay to bring palm wine in my hand luggage on a flight from Lungi to Gatwick?", intent: "off-topic" },
  { message: "C'est quoi votre numéro WhatsApp?", intent: "phone" },
  {
    message:
      "Quick one please: dem carry my junior brother to Bo police since Tuesday for the fight at the bar, dem no charge am and dem no release am. He still inside.",
    intent: "urgent",
  },
  { message: "my mum wan register her bar as busness so she fit get licence & bank acount. u do dat?", intent: "area:business" },
  { message: "Wetin tem una de opin?", intent: "hours" },
  { message: "Kindly confirm the correct email address to which I may send my documents.", intent: "email" },
  {
    message:
      "My father died last month in Kenema. He was a tapper and left land, trees and a house. I'm in the UK and need help with probate and sharing the estate among my siblings.",
    intent: "area:family",
  },
  { message: "can you tell me how to make palm wine vinegar", intent: "off-topic" },
  { message: "dey jus arrest my bro @ d bar 4 d fyt, polis dey carry am go now", intent: "urgent" },
  { message: "d bar man sey if i no pay my bil e go tek my fone. e get rite?", intent: "legal-question" },
  { message: "Granpa in pikin get kes na kot for sel omole. Dem don gi am bel. Wi wan lawyer for difen am.", intent: "area:criminal" },
  { message: "Je peux voir un avocat demain après-midi? I come from Conakry only for two days.", intent: "booking" },
  { message: "weh una offis dey? which strit", intent: "address" },
  {
    message: "Which documents ought I to bring to the consultation: the licence, the supply agreements, or the company records as well?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Dem people wey I owe for omole supply send one man to my house, he stand for gate and say tonight he go show me pepper. My wife and pikin dem fear. Please what we do?",
    intent: "safety",
  },
  { message: "Granpa wan no wetin na di pris for nyu klem rop for palm tree.", intent: "off-topic" },
  {
    message:
      "We wish to acquire a leasehold over two acres of palm plantation near Mile 38 for our distillery. We require a title search and preparation of the lease.",
    intent: "area:land",
  },
  { message: "Allô?", intent: "unknown" },
  {
    message:
      "My brother was arrested at his distillery in Hastings this morning and he's still in the cell at the local station. I'm in London. Please can someone go to him?",
    intent: "urgent",
  },
  { message: "can the bar owner refuse to pay my husband's money now that he is dead or does the money come to me", intent: "legal-question" },
  { message: "ok bye", intent: "goodbye" },
  { message: "i wrk 4 a man tapping his trees 2 yrs, he nor pay me 5 monts now. i wan lawya 4 dis", intent: "area:contract" },
  { message: "Which road better from Bo to Kenema now, the old one or the highway? Rain don spoil road.", intent: "off-topic" },
  { message: "Is Ibrahim Jalloh taking on new cases at the moment? A friend recommended him for my cousin.", intent: "attorney:Ibrahim Jalloh" },
  { message: "sum boys dey chase me wit cutlass frm d bar, i dey hid for sum1 shop now", intent: "safety" },
  {
    message: "Mon conteneur de vin de palme en bouteilles est bloqué à la douane du port de Freetown. Je veux un avocat pour le dédouanement.",
    intent: "area:shipping",
  },
  { message: "Would your chambers be open on the morning of Good Friday?", intent: "hours" },
  {
    message:
      "Me and my partner get distillery together for Bo. Now we quarrel about the profit for two years. We no want court because court long too much, we want settle am with arbitration. Your firm do this?",
    intent: "area:arbitration",
  },
  { message: "how can i get in touch with you people", intent: "contact" },
  {
    message:
      "I must report that the police have this hour detained my two labourers at the distillery gate and are holding them at Waterloo station. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "Who are the lawyers at your firm? I'd like to know a bit about the team before getting in touch.", intent: "team" },
  { message: "wat tym d man u match start 2nite", intent: "off-topic" },
  { message: "if a custumer brk chairs in my mum bar cn we mak him pay 4 dem by law?", intent: "legal-question" },
  { message: "Granpa en in tri padi dem wan mek kompani for sel palm wine go Freetown. Una kin rejista am?", intent: "area:business" },
  { message: "i want to adopt my late brother's son he was a tapper and the mother left can you help with the adoption", intent: "area:family" },
  { message: "Please schedule a meeting for me with the partner responsible for contract matters at your earliest convenience.", intent: "booking" },
  { message: "una lawyer sabi mende?", intent: "knowledge:Languages spoken" },
  { message: "Quel temps fait-il à Freetown cette semaine? Il pleut beaucoup?", intent: "off-topic" },
  { message: "please they are taking my son now the police are at the house they say he was part of the fight at the bar", intent: "urgent" },
  {
    message:
      "My uncle was charged with assault after a fight at his palm wine bar in Makeni. He's been released on bail and the hearing is next month. We need a criminal lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Le propriétaire du bar me doit 6 mois. Si je prends ses chaises pour me payer, c'est légal?", intent: "legal-question" },
  { message: "Abeg! Pipul dem from di oda vilej de na wi fam naw wit cutlass, dem se if Granpa tap di tree dem agen dem go kil am.", intent: "safety" },
  { message: "Hello, good evening from Birmingham.", intent: "greeting" },
  {
    message:
      "I agree with one bar for Lumley to supply them palm wine every Friday for one year, we sign paper. Now after four month they stop take the wine and no pay for the last two load. I want lawyer for this supply contract.",
    intent: "area:contract",
  },
  { message: "Roughly how much does an initial consultation cost, and can I pay by bank transfer from the UK?", intent: "knowledge:Fees" },
  { message: "Do you know the current market price of a 20-litre jerrycan of local gin in Freetown?", intent: "off-topic" },
  { message: "giv me una fon nomba", intent: "phone" },
  { message: "Mon cousin est enfermé au commissariat d'Eastern Police depuis hier soir, ils ne le laissent pas sortir. Aidez svp!", intent: "urgent" },
  { message: "my papa trees dey on famly lan, my uncl sell d lan 2 sum1 wit no papers. i wan lawyr 4 d lan", intent: "area:land" },
  { message: "Make I come see lawyer on Monday morning about my supply money palaver. Book me please, name Sahr Momoh.", intent: "booking" },
  { message: "Do you handle things like land, inheritance and business disputes, or only criminal cases?", intent: "services" },
  { message: "Could you please provide directions to your chambers from the Cotton Tree?", intent: "address" },
  { message: "what is good to eat after drinking too much palm wine my head is paining", intent: "off-topic" },
  {
    message:
      "A shipment of empty bottles we imported for our distillery arrived at Queen Elizabeth II Quay with a third of them broken. The carrier denies liability. We wish to pursue a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Polis don kam wit moto en dem de tek Granpa naw naw. Dem se na in tree di man bin fol from. Abeg una kam!", intent: "urgent" },
  { message: "wer cn my mum park if she cum 2 ur ofis", intent: "knowledge:Parking" },
  {
    message:
      "An arbitral tribunal has issued a final award in our favour against a beverage wholesaler, but they refuse to comply. We wish to have the award enforced.",
    intent: "area:arbitration",
  },
  {
    message: "If my cousin signed over his share of the family palm trees while he was drunk at a bar, is that agreement still valid?",
    intent: "legal-question",
  },
  { message: "thank you very much for your help", intent: "thanks" },
  { message: "pls hw 2 decorate bar 4 xmas cheap", intent: "off-topic" },
  {
    message: "Mon beau-père, un tireur de vin de palme à Kambia, est mort. Ma femme veut sa part de l'héritage. Vous pouvez nous aider?",
    intent: "area:family",
  },
  { message: "Could I get your email address so I can send scanned copies of the land papers?", intent: "email" },
  { message: "wat papas shud i carry 4 d meetin", intent: "knowledge:What to bring" },
  { message: "my broda dey barracks sins yday, soja dem sey e tif dem gin. nobody see am", intent: "urgent" },
  {
    message: "Me and two men for Bo want open distillery company together with shares. We want lawyer to write the shareholders agreement and register am.",
    intent: "area:business",
  },
  {
    message:
      "my husband was supplying palm wine to a hotel in free town before he died they have not paid the last three months and there is a contract i want to get the money",
    intent: "area:contract",
  },
  { message: "Granpa wan sabi wetin i kin du fo mek bush faya nor bon in palm tree dem.", intent: "off-topic" },
  {
    message:
      "I write in distress: a group of men who accuse my distillery of poisoning their relative have gathered at my gate with sticks and are threatening to set the building alight. My family and staff are inside.",
    intent: "safety",
  },
  { message: "Au revoir et bonne journée", intent: "goodbye" },
  { message: "my dad got charge 4 selling gin widout licence aftr d raid lst mnth. e dey home now. need lawya 4 court", intent: "area:criminal" },
  { message: "Police are at my aunt's bar in Bo right now and they've put her in the back of a van. Please, what can we do?", intent: "urgent" },
  { message: "i would like to make an appointment with a lawyer for this thursday if possible", intent: "booking" },
  { message: "You open till what time on Friday? I go reach Freetown by afternoon.", intent: "hours" },
  { message: "wich shop in bo fit charj fone cheap", intent: "off-topic" },
  { message: "una lawya dem na pipul frm hia or foren?", intent: "team" },
  {
    message:
      "Morning. I just hear say the police from Tikonko come take my tapper from under the tree self, dem tie him hand and carry am go station. He still dey there. Please help me quick.",
    intent: "urgent",
  },
  {
    message:
      "My uncle exports palm kernel and bottled palm wine to the UK. A shipment was damaged on the vessel because the charterer stowed it badly. We'd like to bring a claim under the charter party. Is that something you deal with?",
    intent: "area:shipping",
  },
  { message: "if d distiller sell us bad gin & customers get sick, who d law go blame, us or him?", intent: "legal-question" },
  { message: "Bonjour, je souhaite un rendez-vous lundi matin avec un avocat pour une affaire de marchandise.", intent: "booking" },
  { message: "Granpa se una fit tel am ustem rayn go stop dis yia? I wan tap.", intent: "off-topic" },
  {
    message:
      "Dear Madam, My late father left a will naming me executor of his estate, which includes the distillery premises and several palm groves. I require assistance in obtaining probate and administering the estate.",
    intent: "area:family",
  },
  {
    message:
      "my dead husband's family came to the house with cutlasses and they are saying they will drive me and my children out tonight please we are inside and afraid",
    intent: "safety",
  },
  { message: "wen una de close 2day", intent: "hours" },
  { message: "my mum & d distiller agree 2 go mediation ovr d gin mony insted of court. pls cn ur lawyer help wit d mediation?", intent: "area:arbitration" },
  {
    message:
      "Sir, I have just received word that my distillery supervisor was arrested at the Hastings checkpoint an hour ago and is being held at the station. I should be grateful for immediate assistance.",
    intent: "urgent",
  },
  { message: "Comment je peux vous contacter? Téléphone, email, tout?", intent: "contact" },
  {
    message:
      "My grandfather plant palm trees on land for Gerihun long time. The family never get title deed. Now government people come measure the land for road. We want lawyer to help us get proper title for the family land.",
    intent: "area:land",
  },
  {
    message:
      "My dad's tapping rights were granted verbally by the paramount chief thirty years ago. Now the chief's successor wants to cancel them. Can a new chief legally take back what the old one gave?",
    intent: "legal-question",
  },
  { message: "what kind of work do you do at kamara and associate chambers", intent: "services" },
  { message: "i wan opn small gin bizness wit my fren, hw we go registr d company", intent: "area:business" },
  { message: "Granpa se mek una gi am apointment wit lawyer fo Wenzde. Na fo di lan tin.", intent: "booking" },
  { message: "u ppl do free lawya 4 poor ppl? legal aid?", intent: "knowledge:Fees" },
  { message: "Could you advise on the best brand of hydrometer for measuring alcohol content?", intent: "off-topic" },
  { message: "Les gendarmes ont pris mon frère au marché ce matin, il est à la station de police de Kambia maintenant. Que faire?", intent: "urgent" },
  {
    message:
      "My brother has been summoned to court for brewing and selling omole without a licence after a raid on his premises in Bo. He's not in custody but he needs a lawyer to represent him at the hearing.",
    intent: "area:criminal",
  },
  { message: "d guy wey i fyt @ d bar sey e go kil me 2nite, e don sen pipul luk 4 me. i fear", intent: "safety" },
  { message: "Good morning my people, how una do?", intent: "greeting" },
  {
    message: "i work at the bar in lumley as a cleaner for two years and the owner sacked me without paying my last three months salary i need a lawyer",
    intent: "area:contract",
  },
  { message: "Granpa se: di man wey fol from in tree bin klem am wit no permishon. Granpa go pe fo di man in ospitul?", intent: "legal-question" },
  { message: "una email adres plz", intent: "email" },
  { message: "my mum & dad dey divorce, d bar na both of dem own. pls we need family lawya", intent: "area:family" },
  { message: "Could I book a phone consultation with a land lawyer? Any weekday evening UK time works for me.", intent: "booking" },
  { message: "Good day. I wish to make an enquiry.", intent: "unknown" },
  {
    message: "Le navire qui transporte mes fûts d'alcool de Conakry à Freetown est arrivé avec la moitié des fûts vides. Je veux réclamer contre l'armateur.",
    intent: "area:shipping",
  },
  {
    message: "the police came to the palm wine bar and took my brother in the vehicle just now they are driving to the station please what can we do",
    intent: "urgent",
  },
  { message: "I would be grateful to know how many partners and associates your chambers currently has.", intent: "team" },
  { message: "What's the cheapest way to send money to Sierra Leone? Want to send my mum something before the tapping season.", intent: "off-topic" },
  {
    message: "Granpa en Pa Koroma get palava bout di palm tree dem. Di chifdom se mek dem setul am wit arbitreshon. Granpa wan lawyer fo am.",
    intent: "area:arbitration",
  },
  { message: "Aidez-moi svp, le patron du bar me menace avec une machette parce que je refuse de payer, je suis caché derrière le magasin.", intent: "safety" },
  { message: "I want to come from Bo on Monday, una open by 8 o'clock morning or na 9?", intent: "hours" },
  { message: "My mum only speaks Limba and a bit of Krio. Would she be able to talk to someone in Krio at least?", intent: "knowledge:Languages spoken" },
  {
    message:
      "We propose to purchase a parcel of land at Newton for the expansion of our distillery. Kindly undertake the conveyancing and confirm the vendor's title.",
    intent: "area:land",
  },
  { message: "if d tree dey my side but d roots dey on neighbr lan, who own d palm wine?", intent: "legal-question" },
  { message: "Granpa se mek una sen una fon nomba, i go kol.", intent: "phone" },
  { message: "i was told there is a lawyer hawa turay who helps widows with wills and family land is she there", intent: "attorney:Hawa Turay" },
  { message: "pls dey lok my mum in cel @ kissy polis since mornin bcos of d omole, nobody tel us notn", intent: "urgent" },
  {
    message:
      "My cousin for Kenema get case. They say he sell poison omole and one man die. He get bail now but the trial go start next month. Please we need strong criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "What sort of cases does the firm take on? I'm trying to work out if you're the right people for us.", intent: "services" },
  {
    message: "I wish to arrange a meeting with a lawyer regarding the restructuring of my distillery. Would Wednesday at 11 AM be convenient?",
    intent: "booking",
  },
  {
    message: "Je veux investir dans une distillerie à Freetown avec un partenaire sierra-léonais. Vous pouvez préparer les documents de l'investissement?",
    intent: "area:business",
  },
  { message: "Tenki bad bad, Granpa se God go bles una.", intent: "thanks" },
  { message: "wat beer brand sell pass 4 bar in frtwn", intent: "off-topic" },
  { message: "my papa die nd im 2 wife dem dey fyt ovr d house nd d palm trees. we pikin dem wan lawya 4 d share", intent: "area:family" },
  {
    message: "Please, I dey Bo now. The boys wey my brother owe for gin come the house, dem break the door, dem dey beat him for yard. Help us!",
    intent: "safety",
  },
  { message: "hw cn i reach u ppl? fone or email or wat?", intent: "contact" },
  {
    message:
      "Our gin consignment was short-landed at Queen Elizabeth II Quay and the port authority disputes the tally. We require representation in a cargo claim against the shipping line.",
    intent: "area:shipping",
  },
  { message: "Si la police saisit mon camion de vin de palme sans papier officiel, ils ont le droit? Je peux le récupérer?", intent: "legal-question" },
  {
    message:
      "My grandfather's palm grove in Pujehun was never registered and now a cousin claims it. We need someone to do a title search and help register it properly in the family's name.",
    intent: "area:land",
  },
  { message: "d polis dem dey our door now wit gun sey dem wan tek my broda 4 d still", intent: "urgent" },
  { message: "Granpa wan no if una get ol lawyer dem wey sabi vilej lan palava, or na only yong wan dem.", intent: "team" },
  {
    message:
      "My father tapped for a distillery for 12 years under a written employment contract and they just let him go without notice or end-of-service pay. Can your firm help him claim?",
    intent: "area:contract",
  },
  { message: "una get place 4 pak okada?", intent: "knowledge:Parking" },
  { message: "Good morning, I want meet lawyer for Tuesday about the land business for Bo. I go come with my brother. Please fix am.", intent: "booking" },
  {
    message:
      "We have a pending arbitration with a sugar supplier under the arbitration clause in our supply contract. We wish to retain counsel for the proceedings.",
    intent: "area:arbitration",
  },
  { message: "Vous êtes ouvert à quelle heure le samedi?", intent: "hours" },
  { message: "how many calories are in one cup of palm wine", intent: "off-topic" },
  { message: "my bro get case bcos he slap d man dat brk r bar window. case nex mnth. he no dey jail. need lawya", intent: "area:criminal" },
  {
    message:
      "My sister just texted that her husband is drunk and beating her at the bar they run in Kenema. She's locked herself in the toilet. What do we do?",
    intent: "safety",
  },
  { message: "Please, which email I go send the supply papers to?", intent: "email" },
  {
    message:
      "my late husband had shares in a small distillery company with two friends now they say i cannot attend the meetings i need help with the company matter",
    intent: "area:business",
  },
  {
    message:
      "Is it lawful for the district council to impose a new levy on palm wine bars without public notice, and may we refuse to pay it pending clarification?",
    intent: "legal-question",
  },
  { message: "Abeg una ep! Polis dem de na di bar naw naw, dem de put Granpa in pikin dem na moto.", intent: "urgent" },
  { message: "wat case u ppl handl? jus wan no", intent: "services" },
  { message: "Ma femme sierra-léonaise et moi, on se sépare. Je veux la garde des enfants. Vous faites le droit de la famille?", intent: "area:family" },
  { message: "Your lawyer them fit talk Krio? Me English no too strong for big court talk.", intent: "knowledge:Languages spoken" },
  {
    message: "the family land where my husband tapped is in kambia and my in laws want to lease it out to a company i want a lawyer to help me stop it",
    intent: "area:land",
  },
  { message: "cn i cum 2 see lawya dis frday aftnoon pls", intent: "booking" },
  { message: "my uncl sen palm wine 2 ghana by ship nd d ship company sey d cargo los. una fit help claim?", intent: "area:shipping" },
  { message: "Bonsoir à tous", intent: "greeting" },
  { message: "Granpa se... ehn", intent: "unknown" },
  {
    message:
      "One hotel for Freetown order 50 gallon gin from me every month, we sign contract for one year. Now dem want change the price by force. I want lawyer look the contract and talk to them.",
    intent: "area:contract",
  },
  { message: "my husband fell from the palm tree at his employer's farm and died does the employer have to pay the family anything", intent: "legal-question" },
  {
    message:
      "Sorry to message like this but my father has been held at Bo police station since yesterday after a fight at the bar and they won't let anyone see him.",
    intent: "urgent",
  },
  { message: "Granpa se una ofis de na wich pat na Freetown? Wi de kam from Lunsar.", intent: "address" },
  { message: "me nd my boss get palava ova tapping mony, chief sey make we du mediashon. una fit do d mediation?", intent: "area:arbitration" },
  { message: "Which market for Bo get cheap jerrycan now? I want buy twenty.", intent: "off-topic" },
  {
    message:
      "I am writing from inside my office, where I have barricaded myself: a former employee and several men are outside threatening to kill me over unpaid wages.",
    intent: "safety",
  },
  { message: "Votre cabinet a combien d'avocats?", intent: "team" },
  {
    message:
      "they charged my son with stealing palm wine from the neighbours trees he is not in jail but he has to go to court next week i need a lawyer for him",
    intent: "area:criminal",
  },
  { message: "How much una go take for land matter? I fit pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "My dad's distillery company has never held an AGM and the other directors are making decisions without him. We need help with the company's governance.",
    intent: "area:business",
  },
  { message: "cn i meet lawya 2day aftr 2", intent: "booking" },
  { message: "Please provide the telephone number for your chambers.", intent: "phone" },
  { message: "Granpa in gran-pikin dem mama lef dem wit am. Granpa wan tek dem ful ful, adopshon. Una de du dat?", intent: "area:family" },
  { message: "u ppl open on public holidy?", intent: "hours" },
  { message: "J'ai acheté un terrain avec des palmiers près de Kambia. Le vendeur n'a pas de titre. Vous faites la recherche de titre?", intent: "area:land" },
  { message: "What's the best way to reach you from the UK: phone, WhatsApp, email?", intent: "contact" },
  {
    message:
      "I bring sugar for my distillery from Guinea on one boat. The port people for Queen Elizabeth Quay hold am, say we must pay extra customs. I want lawyer for this port matter.",
    intent: "area:shipping",
  },
  { message: "d distiller sey 2 my mum we mus sign new supply contract. cn ur lawya read it b4 she sign?", intent: "area:contract" },
  { message: "What should my dad bring to the meeting? The land papers, ID, anything else?", intent: "knowledge:What to bring" },
  { message: "Granpa wan no wetin una de du fo pipul.", intent: "services" },
  {
    message: "On a un contrat avec une clause d'arbitrage avec un acheteur de Freetown, il ne respecte pas. Vous pouvez lancer l'arbitrage pour nous?",
    intent: "area:arbitration",
  },
  { message: "okay thank you so much god bless", intent: "thanks" },
  { message: "ok lata", intent: "goodbye" },
  { message: "Good morning to the team at Kamara & Associates.", intent: "greeting" },
  {
    message: "d bar ownr tek 30 galon palm wine frm me on credit, he sign paper sey e go pay end of mont. now e sey e no go pay. i wan lawya",
    intent: "area:contract",
  },
  { message: "Ils ont arrêté mon fils à Freetown hier soir devant un bar, il dort encore en cellule à Central Police. Svp aidez.", intent: "urgent" },
  { message: "what time does the market at lumley close on sunday", intent: "off-topic" },
  {
    message:
      "Now hear this one: my father give me ten palm tree before he die, no paper, only mouth talk in front of the elders. My brothers now say the trees go share equal. By law, mouth gift like that go stand?",
    intent: "legal-question",
  },
  { message: "Could we set up a WhatsApp call with a lawyer about my late dad's estate? Any weekday lunchtime UK time suits me.", intent: "booking" },
  { message: "pls sum1 trow stone @ our bar windo & dey sey dey go cum back 2 burn it 2nite. we dey insyd", intent: "safety" },
  { message: "Granpa se di bank nor wan gi am lon fo in palm wine bizness bikos i no get kompani pepa. Una go ep am?", intent: "area:business" },
  { message: "Kindly confirm your office hours for the coming week, as I intend to call in person.", intent: "hours" },
  { message: "my bos sen 40 box gin 2 liberia on ship, d ship lef wit out d box dem, dey still @ d quay. una do shippin case?", intent: "area:shipping" },
  {
    message:
      "they took my daughter from the bar where she works they say she sold the bad omole she has been at the police station since friday please help me",
    intent: "urgent",
  },
  { message: "Tell me small about the lawyers them, how many una be and who be the big one? I like to know who I go deal with.", intent: "team" },
  {
    message:
      "My dad's cooperative and a gin distiller have agreed to go to arbitration over a pricing dispute. We'd like someone experienced to represent the cooperative.",
    intent: "area:arbitration",
  },
  { message: "if polis tek r gin jerrycans in d raid, dey mus giv dem bak aftr d case?", intent: "legal-question" },
  { message: "Où je peux changer des francs guinéens en leones à bon taux à Freetown?", intent: "off-topic" },
  {
    message:
      "I require a lease to be drawn up for a palm grove we intend to rent from a family in Port Loko for ten years, together with verification of their title.",
    intent: "area:land",
  },
  { message: "my son will drive me can he leave the car near your office or where will he park", intent: "knowledge:Parking" },
  { message: "Abeg, make una put me down for appointment with lawyer on Thursday 10 o'clock. I go come from Bo early.", intent: "booking" },
  { message: "Abeg una! Di man wey fol from di tree in broda dem de kam fo bit Granpa naw naw. Wi de ayd insay di bush.", intent: "safety" },
  {
    message:
      "On m'accuse d'avoir fait entrer du gin illégalement par la frontière. Je suis libre, mais je dois passer devant le juge le mois prochain. J'ai besoin d'un avocat pénal.",
    intent: "area:criminal",
  },
  { message: "polis hold my uncl 4 checkpoint sins mornin, dey sey e carry omole, e stil dey dere", intent: "urgent" },
  { message: "Before I instruct you, please confirm the range of legal services your chambers offers.", intent: "services" },
  {
    message:
      "My parents separated years ago and now my mum wants maintenance from my dad, who runs a busy palm wine bar in Makeni. Can you help with a maintenance claim?",
    intent: "area:family",
  },
  { message: "Votre adresse email svp, pour envoyer les factures.", intent: "email" },
  {
    message: "Granpa bin sel palm wine to one bar na Freetown evri wik, dem sain pepa. Di bar no pe fo tri mun. Granpa wan lawyer fo get in moni.",
    intent: "area:contract",
  },
  { message: "if my husband's name is not on any paper for the trees can the family still say the trees are not his", intent: "legal-question" },
  { message: "Could you recommend a printing firm that can produce labels for our gin bottles?", intent: "off-topic" },
  { message: "polis jus cum 2 d house & dey tek my mum nw bcos d bar sell omole. pls hlp!!", intent: "urgent" },
  {
    message:
      "Me and my brother get bar and small still for Bo, we want change am to limited company and bring investors. Una fit help with the company registration and the investment papers?",
    intent: "area:business",
  },
  { message: "What's the address of your office? My cousin in Freetown will come in person.", intent: "address" },
  { message: "plz mak apointmnt 4 me wit lawya nex wik", intent: "booking" },
  { message: "Ils sont trois devant ma chambre à Kambia, ils disent qu'ils vont me tuer pour l'argent du gin. J'ai peur.", intent: "safety" },
  {
    message: "Granpa in pikin sen palm oyl en palm wine go Gini na bot. Di bot kapten se di kago los. Una de du dis kayn shipin palava?",
    intent: "area:shipping",
  },
  { message: "Thank you for your prompt assistance; it is much appreciated.", intent: "thanks" },
  {
    message: "the tappers association and the distillery want to settle the money problem without going to court can your lawyers do the mediation for us",
    intent: "area:arbitration",
  },
  { message: "r ur lawyers young or old? jus askin", intent: "team" },
  {
    message:
      "My dad sold the tapping rights on his trees to a man for five years, paid upfront. Dad has now died. Does the man still have the right to tap, or does it end with dad's death?",
    intent: "legal-question",
  },
  {
    message: "I should be obliged if you could tell me whether Ms Christiana Thomas is available to advise on an employment dispute with one of my tappers.",
    intent: "attorney:Christiana Thomas",
  },
  {
    message:
      "They just arrest my wife for market because some people say the gin she sell make them sick. Police carry her go station now, she de inside. What I fit do now?",
    intent: "urgent",
  },
  { message: "una opn at nyt?", intent: "hours" },
  {
    message: "Les gens de la famille de ma femme disputent les limites du terrain avec les palmiers à Port Loko. On a besoin d'un avocat pour la terre.",
    intent: "area:land",
  },
  { message: "When I come, which papers I go bring? I get receipt, the agreement paper and one letter from chief.", intent: "knowledge:What to bring" },
  { message: "Does anyone know if British Airways still flies direct to Freetown?", intent: "off-topic" },
  { message: "my sis husband lef her & d pikin, he nor giv mony 4 dem. he get big bar. she wan custody & maintenance", intent: "area:family" },
  { message: "Is there a number I can WhatsApp you on?", intent: "phone" },
  {
    message: "d polis sey dey go charge my broda 4 d fyt aftr dey finish investigashon, dey tel am 2 report 2moro. e need lawya 2 go wit am",
    intent: "area:criminal",
  },
  { message: "Granpa wan si lawyer fo Monde mornin. Una go gi am tem?", intent: "booking" },
  {
    message: "my brother in law is standing at my door with a machete shouting that he will kill me if i do not leave the land please help me",
    intent: "safety",
  },
  {
    message:
      "J'ai signé un contrat d'achat de 500 litres de vin de palme avec un fournisseur à Bo. Il a pris l'avance et n'a rien livré. Je veux un avocat pour le contrat.",
    intent: "area:contract",
  },
  {
    message:
      "I regret to inform you that my son was taken from our distillery premises by armed officers this afternoon and is now detained at Waterloo police station. Please advise at once.",
    intent: "urgent",
  },
  { message: "Which kind of matter una dey handle? Only court case or even paper business?", intent: "services" },
  { message: "Granpa se: if di chif tek di lan gi kompani, dem go pe Granpa fo di palm tree dem? Lo se dat?", intent: "legal-question" },
  { message: "my mum nd her partner own d bar 50/50 bt dey fyt ovr who sign d bank papers. need busness lawya", intent: "area:business" },
  { message: "please tell me all the ways i can reach the lawyers", intent: "contact" },
  {
    message:
      "We're importing a used distillation unit from the UK through Queen Elizabeth II Quay, and customs are demanding duties we don't think apply. Can your shipping team help clear it?",
    intent: "area:shipping",
  },
  { message: "hw 2 fix crackd jerrycan", intent: "off-topic" },
  { message: "heyy", intent: "greeting" },
  {
    message:
      "Long story short: me and one distiller for Kenema write for paper say if any palava come we go use arbitration. Now he no want pay for the sugar I supply since March. I want lawyer start the arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "My younger brother was picked up by soldiers outside a bar in Freetown last night and taken to the barracks. The family haven't heard anything since. Please help.",
    intent: "urgent",
  },
  { message: "Granpa wan no ow moch una de tek fo si lawyer, en if i kin pe smol smol.", intent: "knowledge:Fees" },
  { message: "are your lawyers men or women or both", intent: "team" },
  { message: "Je voudrais voir un avocat vendredi matin si possible, c'est pour un contrat.", intent: "booking" },
  { message: "sum1 buil house on my papa lan wer d palm trees dey, we get d deed. need lawya 4 d lan", intent: "area:land" },
  {
    message:
      "Our night watchman has just telephoned: armed men have broken into the distillery compound, tied him up and are threatening him. What should we do?",
    intent: "safety",
  },
  { message: "if i tap palm tree on govment lan nobody use, dem fit arrest me?", intent: "legal-question" },
  { message: "Are you open during lunchtime, or do you close between 1 and 2?", intent: "hours" },
  {
    message:
      "My nephew for Bo just convict for the omole case, magistrate give him six months but he dey out on bail pending appeal. We want lawyer handle the appeal.",
    intent: "area:criminal",
  },
  { message: "do your lawyers speak temne my mother only speaks temne", intent: "knowledge:Languages spoken" },
  {
    message:
      "My wife and me want divorce now. We get two children and the palm wine bar for Bo we build together. I want lawyer for the divorce and the children custody.",
    intent: "area:family",
  },
  { message: "Abeg, polis dem don kam na di vilej en hol Granpa in broda. Dem tay am en put am na dem moto naw.", intent: "urgent" },
  { message: "??", intent: "unknown" },
  {
    message:
      "My dad's been supplying a bar in Freetown for three years on a handshake deal, and now they want a proper written supply agreement. Could you draft one for him?",
    intent: "area:contract",
  },
  { message: "Tell me which generator good for bar, small one wey no chop fuel too much.", intent: "off-topic" },
  {
    message: "Mon bateau de marchandises est retenu au port de Freetown, le capitaine dit que l'affrètement n'est pas payé. Je cherche un avocat maritime.",
    intent: "area:shipping",
  },
  { message: "Granpa se mek una gi am una imel, in gran-pikin na Landan go rayt una.", intent: "email" },
  { message: "pls cn i hav apointmnt sat?", intent: "booking" },
  {
    message: "i want to start a small company to buy palm wine from the villages and sell in free town can you register the business for me",
    intent: "area:business",
  },
  {
    message: "My cousin is hiding at a neighbour's in Makeni because the bar owner he argued with has men out looking for him with machetes.",
    intent: "safety",
  },
  { message: "wat una dey do xactly", intent: "services" },
  { message: "d chief try settl my mum & d tapper bt e no wrk. cn ur lawya do mediation 4 dem?", intent: "area:arbitration" },
  {
    message:
      "Would a verbal supply agreement with a bar be enforceable in court, given that no written contract was signed but deliveries were made for two years?",
    intent: "legal-question",
  },
  {
    message:
      "Le chef a fait une médiation entre moi et le fournisseur, on a signé un accord. Maintenant il refuse de l'appliquer. Vous pouvez nous aider à faire respecter l'accord?",
    intent: "area:arbitration",
  },
  { message: "If I come with my pickup, una get space for park am or I go park for road?", intent: "knowledge:Parking" },
  { message: "Granpa wan mek dem mesha di lan boundri bitwin am en Pa Sesay. Di palm tree dem de na di midul. Granpa wan lawyer.", intent: "area:land" },
  { message: "Okay, I'll be in touch. Bye for now.", intent: "goodbye" },
  { message: "hw mny lawya dey una offis", intent: "team" },
  {
    message:
      "The police have informed me that I am to be charged following last week's raid on my distillery. I have not been detained but wish to retain defence counsel before I attend the station.",
    intent: "area:criminal",
  },
  { message: "ur wtsapp numba pls", intent: "phone" },
  { message: "Vous fermez à quelle heure aujourd'hui?", intent: "hours" },
  {
    message: "my husband left a will but his family hid it and now they are sharing his things i need a lawyer for the will and the inheritance",
    intent: "area:family",
  },
  { message: "Granpa en Pa Kargbo get di palm wine bizness togeda; naw dem wan rayt pepa fo shea di bizness propa. Una de du dat?", intent: "area:business" },
  {
    message:
      "I ship fifty bag of sugar from Conakry to Freetown for my distillery. The vessel come late two weeks and half the sugar wet. The charter party say they must pay. I want lawyer make claim.",
    intent: "area:shipping",
  },
  { message: "Please send me your full contact details: telephone, WhatsApp and email.", intent: "contact" },
  {
    message:
      "the bar owner employed my son as barman and sacked him without notice after he was injured in a fight at the bar they did not pay him i want to get help",
    intent: "area:contract",
  },
  {
    message: "Kindly reserve an appointment for me with a partner on Monday at 10 AM concerning a shareholder matter, and indicate the fee payable.",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "Je suis commerçant guinéen. Quels services juridiques vous proposez aux commerçants étrangers?", intent: "services" },
  { message: "hw i go reach una ofis frm kissy by poda poda", intent: "address" },
  { message: "shud i bring d bar licence & receits 2 d meetin?", intent: "knowledge:What to bring" },
  { message: "Brilliant, thanks for the help.", intent: "thanks" },
  { message: "Alright, make I go now. God bless, bye.", intent: "goodbye" },
];
