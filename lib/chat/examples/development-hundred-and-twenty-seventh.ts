import type { LabelledMessage } from "./labelled-message";

// Beauty pageants, modelling agencies, fashion shows and influencers; writers: teen contestant (SMS), pageant organiser (formal), Krio mother (voice-to-text), photographer (typos), Krio-English influencer, UK model agent (long emails), storytelling tailor, Guinean designer (French mix)
export const DEVELOPMENT_HUNDRED_AND_TWENTY_SEVENTH: LabelledMessage[] = [
  { message: "hi gud mornin", intent: "greeting" },
  {
    message:
      "Good morning, I run a small model management agency in Croydon and last year we signed a co-representation agreement with an agency in Freetown for three of our girls. They did a campaign for a telecoms brand in March, the Freetown side collected the full fee and has not remitted our share despite several reminders by email and WhatsApp. I would like to instruct a firm in Sierra Leone to enforce the agreement. Is this something you could take on?",
    intent: "area:contract",
  },
  {
    message: "a beg una help me the polish dem don hold me picking for Congo Cross station since yesterday night dem say she tief the crown after the pageant",
    intent: "urgent",
  },
  { message: "abeg which ring light best for tiktok live under 500k, mine don spoil", intent: "off-topic" },
  { message: "if i win d crown bt d organisers dnt pay d prize money, cn i tak dem 2 court nd win?", intent: "legal-question" },
  { message: "wat tym una ofis opn on satday", intent: "hours" },
  {
    message:
      "me husband don lef me and the three picking dem since January, e no de give one cent for school fees. a want lower for help me get maintenance from am",
    intent: "area:family",
  },
  { message: "d sponsor dey txt me say if i tel anybody wat he did he go kill me. i'm scared 2 go home 2nite", intent: "safety" },
  {
    message:
      "Bonjour, je suis styliste guinéenne. I want to register my fashion brand as a company in Sierra Leone, une société limitée. Can you do the registration pour moi?",
    intent: "area:business",
  },
  {
    message:
      "Mon conteneur de tissus wax est bloqué à Queen Elizabeth II Quay depuis 3 semaines, customs say the documents are not complete. J'ai besoin d'un avocat pour ça.",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a consultation with one of your lawyers next week regarding the sponsorship agreements for our upcoming pageant. Kindly advise on available dates.",
    intent: "booking",
  },
  { message: "una get woman lawyer for una office? i go feel more free to talk to woman", intent: "team" },
  {
    message:
      "I been de sew for Kissy Road for twenty two years and small small I save money and buy one plot for Waterloo from one Pa in 2019, I get receipt and survey plan. Last month one family come say na dem own lan, dem pull out me pillar dem and start foundation. Me wife say make I leave am but na all me sweat dat. I want lawyer for check the paper dem and stand for me.",
    intent: "area:land",
  },
  { message: "Could you recommend a reputable caterer in Freetown for a gala dinner of about 300 guests following our coronation night?", intent: "off-topic" },
  { message: "yo fam dem don carry my manager go CID just now ova di post wey she do about di minister wife, abeg send lawyer quick quick", intent: "urgent" },
  {
    message:
      "Our contract with a cosmetics brand contains an arbitration clause and they have refused to pay the final instalment for the campaign. We would much rather settle this out of court than litigate. Do you handle arbitration proceedings in Freetown?",
    intent: "area:arbitration",
  },
  {
    message: "polce invit me for questshn tomorow, say sombody claim i stole camra from the fashon show bakstage. i need lawyr to go wth me",
    intent: "area:criminal",
  },
  { message: "wats ur fone numba pls", intent: "phone" },
  { message: "how much una de charge for one consultation? i no get plenty money rn fr", intent: "knowledge:Fees" },
  {
    message: "a man use my fotos of the modl on hs instgram page for sell his cloths, i nevr gve permishn. is that legal? cn i stop hm?",
    intent: "legal-question",
  },
  {
    message:
      "My apprentice boy dem don lock am for Kissy police station since yesterday, dem say he tief cloth from customer. He na small boy, only 17, please help we",
    intent: "urgent",
  },
  {
    message: "di brand still de use my face for dem billboard for Lumley and di deal don finish 3 months ago, dem no pay me extra. i wan lawyer for dis matter",
    intent: "area:contract",
  },
  { message: "Good afternoon. Could you kindly outline the range of legal services your chambers offer?", intent: "services" },
  { message: "Pour le rendez-vous, quels documents je dois apporter? passeport, contrat, les factures...?", intent: "knowledge:What to bring" },
  {
    message:
      "I am writing regarding a personal matter rather than the agency. My late father left a house in Wilberforce and a will, and my siblings in Freetown and I here in Manchester need help getting probate and sharing things out properly. Could your family team assist?",
    intent: "area:family",
  },
  { message: "wat 2 say if dey ask me wat is ur biggest weakness for d Q&A round", intent: "off-topic" },
  { message: "a beg a get one problem", intent: "unknown" },
  { message: "comment je peux vous contacter? toutes les options please, je suis à Conakry", intent: "contact" },
  { message: "dem don charge my guy for cyber harassment ova tweet, court date na next month. una de handle dis kind criminal case?", intent: "area:criminal" },
  {
    message:
      "the man way sponsor me daughter for the pageant don come for we house with two boys dem say dem go wound am if she no give back the money, we de hide now for neighbour house",
    intent: "safety",
  },
  {
    message:
      "Could you tell me a bit about Christiana Thomas? I was told she deals with contracts and I would like to know her experience with talent and modelling agreements.",
    intent: "attorney:Christiana Thomas",
  },
  { message: "Una de open early morning? Me I de open me shop by 10 so I want pass before", intent: "hours" },
  { message: "my asistnt was arestd at the hotel in Aberdeen by polce wile we shoot, they tak him away now, wat do i do", intent: "urgent" },
  {
    message:
      "We shipped a consignment of garments, shoes and props for a runway show to Freetown through Queen Elizabeth II Quay. Nearly half the cartons arrived water-damaged and the shipping line is denying any liability. Can your shipping team pursue a cargo claim on our behalf?",
    intent: "area:shipping",
  },
  { message: "me papa land for Kenema, me uncle dem don sell am without tell we. a want lower for the family land matter", intent: "area:land" },
  { message: "wich camra lens best for runwy fotos low lite", intent: "off-topic" },
  { message: "cn i bk appointmnt 4 frday aftr skul", intent: "booking" },
  { message: "Good evening my people", intent: "greeting" },
  {
    message:
      "Our committee is in a dispute with a former co-organiser over the gate revenue from last year's pageant. Both parties are willing to sit down with a neutral person. Do you offer mediation services?",
    intent: "area:arbitration",
  },
  {
    message: "Does a contestant who has signed our terms and conditions have the right to withdraw after the crowning and still keep the prize car?",
    intent: "legal-question",
  },
  {
    message: "me and my two paddy dem wan start influencer agency, we need help for register am and sort out who own wetin for di company",
    intent: "area:business",
  },
  { message: "how mny lawyrs u hav", intent: "team" },
  { message: "what in a go cook for the girls dem after the show Saturday something way sweet and cheap", intent: "off-topic" },
  { message: "Kindly provide the email address to which we may send our documents.", intent: "email" },
  { message: "Merci beaucoup pour l'aide", intent: "thanks" },
  {
    message: "Mon cousin mannequin est détenu à l'aéroport de Lungi par la police depuis ce matin, they took his passport. Aidez-nous s'il vous plaît",
    intent: "urgent",
  },
  {
    message:
      "One madam order thirty gown from me for her pageant girls, we write paper and sign am, she pay half. I sew day and night, even me pikin dem help me hem. When I deliver she say the colour no correct and she no go pay the balance, but the girls wear the gown dem on stage, I see am on Facebook. I want lawyer for make she pay.",
    intent: "area:contract",
  },
  { message: "if i post di brand name say dem be scam, dem fit sue me for dat?", intent: "legal-question" },
  { message: "plz polis dey at our hous nw dey wan tek ma sista, she ws in d pageant wit me", intent: "urgent" },
  {
    message: "Mon frère est accusé de fraude avec des billets pour le défilé, il a son procès le mois prochain. Vous faites la défense pénale?",
    intent: "area:criminal",
  },
  {
    message:
      "One of our models in Freetown has told me that a man from a brand is following her, waiting outside her house at night and sending her threatening voice notes. She is terrified to leave the house. What can be done right now?",
    intent: "safety",
  },
  { message: "How many yards of lace I need for one mermaid gown size 14?", intent: "off-topic" },
  { message: "a want make appointment for see one lower about me picking pageant matter", intent: "booking" },
  { message: "whr is ur ofis", intent: "address" },
  {
    message:
      "Me daughter married one man for Bo, dem get one small girl. Last year the man start beat am so she run come back to me house in Freetown with nothing. Now the man go take the pikin from her school without tell nobody and carry am go Bo, say na him own. Me daughter de cry every day. I want lawyer for help she get custody of the pikin.",
    intent: "area:family",
  },
  { message: "fam soldiers don hold my cameraman for Wilberforce barracks since yesterday, say he snap dem checkpoint. e no come out yet", intent: "urgent" },
  { message: "Vous savez où acheter du bazin riche à Freetown? c'est combien le mètre?", intent: "off-topic" },
  {
    message:
      "Our Freetown partner agency has been holding one of our model's passports for what they call safekeeping. Is that actually allowed under Sierra Leone law, and can she insist on getting it back?",
    intent: "legal-question",
  },
  { message: "i wnt to see a lawyr abt my fotos, wen cn i cum? mak apointmnt pls", intent: "booking" },
  {
    message:
      "We imported an outdoor stage and lighting rig for the national final. The vessel arrived at Queen Elizabeth II Quay on time, but the port is charging us demurrage for a delay caused entirely by customs. We require legal assistance with this matter.",
    intent: "area:shipping",
  },
  { message: "some guys from di show last night start fight me bc of my post, now dem de outside my gate wit stick. i lock myself inside", intent: "safety" },
  { message: "how many lower una get and una get woman lower", intent: "team" },
  {
    message:
      "We are planning to open a Freetown branch of our agency as a local subsidiary, with a Sierra Leonean partner holding thirty percent. We will need advice on incorporation, a shareholders' agreement and opening a company bank account there. Is this within your business practice?",
    intent: "area:business",
  },
  {
    message: "J'ai loué une boutique à Lumley, bail de 5 ans, and now the owner say I must leave next month. Je cherche un avocat pour le bail.",
    intent: "area:land",
  },
  { message: "r u opn 2day? its a holiday rite", intent: "hours" },
  {
    message:
      "the polish done take me daughter from the hotel this morning, the pageant manager say she steal money. she de for Central polish station now a beg",
    intent: "urgent",
  },
  {
    message: "me and di skincare brand get wahala ova di payment, contract say we must go arbitration first. una fit help me with dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "My son na photographer. They say he take picture of one big man daughter at a fashion show without permission and now they bring criminal charge on am. Court say he must come Monday. He no de in cell, he de home, but we want lawyer for defend am from start to finish.",
    intent: "area:criminal",
  },
  { message: "the organisers say me picking must pay back all the prize money because she get belle, them get right for do that?", intent: "legal-question" },
  { message: "Wetin una de do exactly for people? I no sabi how lawyer work", intent: "services" },
  { message: "hw 2 stop sweatin on stage undr d lites", intent: "off-topic" },
  {
    message:
      "Une boutique à Freetown a commandé 200 robes, on a signé un contrat de fourniture, mais ils ne paient pas. I need help to enforce the supply contract.",
    intent: "area:contract",
  },
  { message: "Bonsoir", intent: "greeting" },
  {
    message: "Could you tell me your fee structure? Do you bill hourly or charge a fixed fee, and is it possible to pay in instalments from the UK?",
    intent: "knowledge:Fees",
  },
  { message: "polce cam to studio an took my 2 moduls an me laptop, thy in the van now goin to station, pls", intent: "urgent" },
  { message: "my baby daddy wan carry my pikin go Guinea and i no agree. i need lawyer for custody before e travel", intent: "area:family" },
  { message: "Give me una number make I call, I no de too sabi type", intent: "phone" },
  { message: "ma coach beat me aftr rehearsal cos i didnt wnt 2 go wit d sponsor, i'm hidin in d bathroom", intent: "safety" },
  { message: "Does anyone know which courier is quickest for sending comp cards from London to Freetown?", intent: "off-topic" },
  { message: "my landlrd wnt to sell the hous where my studio is, he say i must go. i hav leas papr. need help wth the lease", intent: "area:land" },
  { message: "Je voudrais prendre rendez-vous avec un avocat, mardi si possible", intent: "booking" },
  { message: "so ehm...", intent: "unknown" },
  {
    message: "If a sponsor withdraws after we have printed his logo on all our materials, is he legally obliged to pay the agreed sponsorship amount in full?",
    intent: "legal-question",
  },
  { message: "what in a for carry come when I come see the lower, the paper them for the pageant?", intent: "knowledge:What to bring" },
  { message: "Ils ont arrêté ma styliste au marché, les policiers l'emmènent maintenant, accusée de vendre des faux. Help!", intent: "urgent" },
  {
    message: "di ship wey carry my merch from China reach quay but dem say one container miss. abeg una de handle dis kind cargo case?",
    intent: "area:shipping",
  },
  { message: "wetin be una email", intent: "email" },
  {
    message:
      "We intend to restructure the pageant into a company limited by guarantee with a proper board of directors. We require assistance with the registration and governance documents.",
    intent: "area:business",
  },
  { message: "thnks alot for the infomation", intent: "thanks" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "Me and me former partner we get shop together for Kissy Road. We split last year and now we de quarrel over the machines and the customers. We no want court, we want somebody in the middle for settle am. Una fit do that kind of thing?",
    intent: "area:arbitration",
  },
  { message: "I'll be driving in from Lungi when I visit. Is there parking at your office or nearby?", intent: "knowledge:Parking" },
  { message: "a beg which hospital good for me daughter she de faint every time before the show", intent: "off-topic" },
  { message: "d organiser sey she go report me 2 polis sey i tif d sash, i didnt. i need lawyer in case", intent: "area:criminal" },
  { message: "What are your office hours? I'll be ringing from London so I need to time it.", intent: "hours" },
  { message: "how i fit reach una? call, whatsapp, email, anything", intent: "contact" },
  { message: "i did weding shoot for cupl, they sign my contrct but refus to pay balnce. i need lawyr to help enfors it", intent: "area:contract" },
  { message: "Quels sont vos domaines de pratique? Vous faites quoi exactement?", intent: "services" },
  {
    message:
      "My neighbour boys dem vex because I sew for the other pageant, now dem de throw stone for me shop and say dem go burn am tonight with me inside. I fraid for me life.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, one of our contestants was taken from the venue by men in police uniform about an hour ago, without any explanation. We do not know where she is being held. We require immediate assistance.",
    intent: "urgent",
  },
  { message: "if i cancel di brand deal halfway, dem fit force me pay back all di money wey dem don pay?", intent: "legal-question" },
  { message: "I want come see lawyer one day next week, abeg put me down", intent: "booking" },
  { message: "Kindly advise on the best hall in Freetown to host a pageant final for 1,000 guests.", intent: "off-topic" },
  { message: "Vous parlez français au bureau? Mon anglais n'est pas très bon", intent: "knowledge:Languages spoken" },
  { message: "dey jus put ma bf in d cell at Lumley police 4 fightin d guy who touch me at d show", intent: "urgent" },
  {
    message:
      "A 19-year-old model we are scouting has been offered an exclusive contract by an agency in Freetown. It runs for five years, takes fifty percent commission and seems to give them her image rights indefinitely. Before she signs anything I would like a local contract lawyer to review it and tell us what should be changed. Could you help?",
    intent: "area:contract",
  },
  { message: "wetin be di best caption for my birthday pic, something wey go make dem jealous", intent: "off-topic" },
  { message: "If customer no come collect dress after six months, I fit sell am? Law allow me?", intent: "legal-question" },
  { message: "abeg i wan book session wit una lawyer dis week, brand deal matter", intent: "booking" },
  {
    message:
      "I write in a personal capacity. My wife and I wish to adopt my late sister's daughter, who has lived with us since she was two years old. We would be grateful for assistance with the adoption process.",
    intent: "area:family",
  },
  { message: "Un homme me suit depuis le défilé, il est devant ma boutique maintenant, il dit qu'il va me frapper. J'ai peur.", intent: "safety" },
  { message: "Could you tell me who the lawyers at the firm are and what each of them specialises in?", intent: "team" },
  { message: "my mama wan buy land for Tokeh so we fit build studio, abeg una go do di title search before we pay?", intent: "area:land" },
  { message: "thy lockd up my fren at eastrn polce since yestrdy for takin fotos of the presdnt car at the show, no bail. pls hlp", intent: "urgent" },
  {
    message:
      "Me and me brother want register we tailoring business as proper company so we fit get contract from government for school uniform. Una de do company registration?",
    intent: "area:business",
  },
  { message: "una de open Sunday? a de work all week for market", intent: "hours" },
  {
    message:
      "We chartered space on a vessel to send a full collection to Freetown Fashion Week, and the charterer has now cancelled with two weeks' notice, keeping our deposit. Is a dispute over a charter party something your shipping team handles?",
    intent: "area:shipping",
  },
  {
    message: "On a gagné une sentence arbitrale contre un distributeur à Freetown, mais il refuse de payer. Can you help to enforce the award here?",
    intent: "area:arbitration",
  },
  {
    message: "dem de accuse me son say e tief phone for the fashion show, case de for magistrate court next week. a want lower for defend am",
    intent: "area:criminal",
  },
  { message: "ma mum sign d pageant contrct 4 me cos im 16, does dat mean dey cn use ma pics 4ever?", intent: "legal-question" },
  { message: "how to fix blurry fotos in lightrum", intent: "off-topic" },
  { message: "who be Ibrahim Jalloh? pple say e good for criminal matter, e de work dere still?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Hello there,", intent: "greeting" },
  { message: "tenki fam, una too sweet", intent: "thanks" },
  {
    message:
      "Good evening. I have just been informed that our pageant director has been detained by police at his hotel since this afternoon and is not being allowed to leave. Please advise urgently.",
    intent: "urgent",
  },
  { message: "i won miss teen bt dey nvr gave me d car dey promised. i hav d rules paper wit it. i want lawyer 2 help me get it", intent: "area:contract" },
  { message: "C'est quoi votre numéro WhatsApp?", intent: "phone" },
  { message: "me daughter boyfriend de beat am since she win the crown, e jealous. right now e de knock the door and she de cry inside", intent: "safety" },
  { message: "Which sewing machine better for leather, Singer or Butterfly?", intent: "off-topic" },
  { message: "my wif want divors, she tak the kids to her mothr. i need lawyr for the divorc", intent: "area:family" },
  {
    message:
      "I'll be in Freetown from the 14th to the 21st of next month and would like to arrange a meeting in person with your contract lawyer. What slots are available?",
    intent: "booking",
  },
  { message: "how a go contact una all the way them", intent: "contact" },
  {
    message: "If the model is 17, is the contract she signed with the Freetown agency even valid, or does it need her parents' signature to bind her?",
    intent: "legal-question",
  },
  {
    message: "La douane a retenu mon mari à Queen Elizabeth Quay, ils l'ont mis dans une cellule au port depuis hier soir. S'il vous plaît aidez-nous!",
    intent: "urgent",
  },
  {
    message:
      "Our organisation has acquired a parcel of land at Goderich to build a permanent pageant academy. We require a lawyer to handle the conveyancing and registration of the title deed.",
    intent: "area:land",
  },
  { message: "emal adres pls", intent: "email" },
  {
    message: "one investor wan put money for my skincare line but e wan 60 percent. i need lawyer for di investment papers and di shares",
    intent: "area:business",
  },
  { message: "a beg the lower them money plenty? a fit pay small small?", intent: "knowledge:Fees" },
  { message: "Au revoir, à bientôt", intent: "goodbye" },
  { message: "me n d agency hv issue bout ma payment, dey sey dey want mediatn. u guys do dat?", intent: "area:arbitration" },
  { message: "What's the weather usually like in Freetown in August? We're planning an outdoor shoot on the beach.", intent: "off-topic" },
  { message: "wat kind of case u do", intent: "services" },
  { message: "Could you give me directions to your office from the Lungi ferry terminal?", intent: "address" },
  {
    message:
      "I order sewing machines from Turkey, they come by ship, now the port people say I must pay big money for storage because the paper come late. I need lawyer for port matter.",
    intent: "area:shipping",
  },
  { message: "dem don hold my sis for Lungi airport immigration since morning, dem say her visa fake. she de go Paris for show, abeg", intent: "urgent" },
  { message: "Mon associé est poursuivi pour contrefaçon de marques au tribunal, il n'est pas détenu. Vous pouvez le défendre?", intent: "area:criminal" },
  { message: "Vous êtes ouverts jusqu'à quelle heure le vendredi?", intent: "hours" },
  { message: "Is there secure parking for our delegation's vehicles at your premises?", intent: "knowledge:Parking" },
  {
    message:
      "I've just had a call from one of my girls in Freetown. The pageant sponsor turned up drunk at her hostel, he's banging on her door and shouting that she owes him. She's alone and frightened. Please, what do we do?",
    intent: "safety",
  },
  { message: "di photographer say na him own di pictures wey he snap me, e fit sell dem without ask me? who own am for law?", intent: "legal-question" },
  { message: "a want see the woman lower for Tuesday a beg make appointment", intent: "booking" },
  { message: "Una get old lawyer dem wey get experience or na only young ones?", intent: "team" },
  { message: "cn u rite me a short poem 4 ma pageant intro", intent: "off-topic" },
  { message: "?? hmm", intent: "unknown" },
  { message: "wassup una, good afternoon", intent: "greeting" },
  {
    message:
      "Police just come take me wife from the shop, say the cloth she de sell na stolen goods. Dem carry am go Kissy station now now. Wetin I go do? Please send somebody.",
    intent: "urgent",
  },
  {
    message: "the people them de build for we family land for Hastings, me grandpa land, we get the paper since 1975. a want lower for help we",
    intent: "area:land",
  },
  { message: "hw mch is a crown n sash set in freetown", intent: "off-topic" },
  { message: "i tok fotos of a modl at the beach show, she now say i must delet them. do i hav to by law?", intent: "legal-question" },
  {
    message:
      "We wish to have a standard contestant agreement drafted for next season's pageant, covering prizes, conduct and image rights. Is this a service your contract department provides?",
    intent: "area:contract",
  },
  {
    message: "one guy for instagram don find my house, e send me picture of my gate and say e de come tonight. i fear bad, i de inside alone",
    intent: "safety",
  },
  { message: "Est-ce que je peux avoir un rendez-vous jeudi matin avec un avocat? J'arrive de Conakry mercredi.", intent: "booking" },
  { message: "ma dad died nd ma uncles sey dey go share his tings, ma mum nd us get nothin. we need lawyer 4 d inheritance", intent: "area:family" },
  {
    message:
      "Before I go into specifics, could you give me a general overview of the areas your firm covers? I want to be sure you're the right fit for an agency client.",
    intent: "services",
  },
  {
    message: "a beg the polish dem de for me door now, dem say dem come for me son because of the fight for the pageant party, dem de drag am",
    intent: "urgent",
  },
  {
    message:
      "Je veux ouvrir un compte bancaire pour ma société à Freetown, la banque demande des documents de gouvernance. Vous aidez les entreprises avec ça?",
    intent: "area:business",
  },
  {
    message: "my camra equipmnt was on ship from dubai, the vesel arive but my box is misng. the agent say not there problm. need lawyr for cargo clame",
    intent: "area:shipping",
  },
  { message: "una de open till wetin time today? i wan pass after gym", intent: "hours" },
  {
    message:
      "We have a dispute with a Freetown events company over three cancelled shows. Our contract says disputes go to arbitration in Freetown, and the other side has already named their arbitrator. We need a firm to represent us in the arbitration. Is this something you would handle?",
    intent: "area:arbitration",
  },
  { message: "my cousin dem catch am wit fake designer bags for sale, e don get bail, court na next week. una go defend am?", intent: "area:criminal" },
  { message: "Thank you for your prompt response. It is much appreciated.", intent: "thanks" },
  { message: "Comment on dit catwalk en Krio? c'est pour mon post Instagram", intent: "off-topic" },
  { message: "if the father no pay for the picking them school fees, the court go force am? how much them go give me?", intent: "legal-question" },
  { message: "what is yur wats ap numbr", intent: "phone" },
  {
    message: "me daughter sign contract with one modelling agency, dem take all her money and no give am nothing, she want lower for the contract",
    intent: "area:contract",
  },
  { message: "hw many lady lawyers u got", intent: "team" },
  {
    message:
      "Urgent: one of our models has been held by police at a guesthouse in Bo since last night over a row with the owner about the bill. She has no one with her. Can someone from your firm get to her today?",
    intent: "urgent",
  },
  {
    message:
      "One customer husband come me shop with cutlass, say I de sleep with him wife because she de come for fitting every week. He say he go come back finish me. I close the shop, I de hide for me sister house.",
    intent: "safety",
  },
  {
    message: "Are we permitted under Sierra Leonean law to disqualify a contestant who is found to be married, even if the rules did not state it explicitly?",
    intent: "legal-question",
  },
  { message: "Je veux acheter un terrain à Freetown pour mon atelier. Vous pouvez faire la recherche du titre et le transfert?", intent: "area:land" },
  { message: "Who win the match yesterday, East End Lions or Kallon? Me apprentice dem de argue", intent: "off-topic" },
  { message: "Je vous envoie les documents par email, quelle adresse?", intent: "email" },
  {
    message: "Ahead of our meeting, what documents should I bring along? I have the agency agreement, invoices and the email correspondence.",
    intent: "knowledge:What to bring",
  },
  { message: "pls i wnt 2 tlk 2 a lawyer tmrw, cn i bk?", intent: "booking" },
  {
    message:
      "Me old man die last month, he leave will wey say the shop na for me, but me step-mother say no. I want lawyer for help me with the will and the probate.",
    intent: "area:family",
  },
  {
    message: "Urgence: la police a emmené mon mannequin de l'hôtel à Aberdeen, ils l'accusent de prostitution, elle est au poste maintenant.",
    intent: "urgent",
  },
  {
    message:
      "A consignment of gowns and crowns for our pageant is being held at the quay pending customs clearance. We require a lawyer experienced in port and customs matters.",
    intent: "area:shipping",
  },
  { message: "una lower them de talk Krio? me English no too good", intent: "knowledge:Languages spoken" },
  { message: "aight i go holla una later, bye", intent: "goodbye" },
  { message: "wch street ur ofis on n wat tym u close", intent: "address", also: ["hours"] },
  { message: "Could you recommend a good hotel near Aberdeen beach for our team during fashion week?", intent: "off-topic" },
  {
    message:
      "Our pageant committee wishes to bring in two new shareholders for the production company. We need assistance revising the shareholding and the articles of association.",
    intent: "area:business",
  },
  { message: "una na only court case or una de do other tins too?", intent: "services" },
  { message: "if i quit d pageant bfor d final, cn dey mak me pay bk d gown money?", intent: "legal-question" },
  {
    message:
      "Me and the cloth supplier for Dove Cot get wahala over fifty bundle of lace. We agree make we no go court, we want mediation. Una de do mediation for business people?",
    intent: "area:arbitration",
  },
  { message: "is dere parkin 4 my dad's car", intent: "knowledge:Parking" },
  { message: "Could you confirm whether your chambers remain open during the lunch hour on weekdays?", intent: "hours" },
  { message: "omo dem don arrest my photographer now now for di set, dem say no permit, police van don carry am. abeg", intent: "urgent" },
  { message: "sombody acus me of taking nude foto of modl, its fals. polce say they will charg me. i need crimnal lawyr for defens", intent: "area:criminal" },
  { message: "Please provide all available means of contacting your chambers.", intent: "contact" },
  {
    message: "a beg the sponsor man don send people for follow me picking from school, dem say dem go do am bad. she no de go school again, she de hide",
    intent: "safety",
  },
  { message: "abeg", intent: "unknown" },
  { message: "how much to chrge for a 2hr fashon shoot in fretown", intent: "off-topic" },
  { message: "We would like to arrange a meeting with one of your partners at the earliest convenience.", intent: "booking" },
  {
    message:
      "I understand Ms Fatmata Kamara is your Senior Partner. Could you tell me more about her background before I approach her regarding a family matter?",
    intent: "attorney:Fatmata Kamara",
  },
  { message: "abeg which data bundle cheap pass for orange, i wan do live all night", intent: "off-topic" },
  { message: "pls hlp d police took ma mum 2day frm d market, sey she fight d pageant organiser. she at d station nw", intent: "urgent" },
  {
    message:
      "I work for one fashion house for Wilberforce five years as head tailor. Last month the madam sack me without notice and she no pay me the last two months salary, she say na because I de sew for other customers in the evening. We never sign contract but I get the letter of appointment. I want lawyer for this employment matter.",
    intent: "area:contract",
  },
  {
    message:
      "If our Freetown agency terminates the co-representation agreement unilaterally, are we still entitled to commission on bookings we introduced before termination?",
    intent: "legal-question",
  },
  {
    message:
      "a gang of boys at the fashon show brake my camra and say they will kil me if i post the fotos. they stil waitng outsid the hall, im inside hiding",
    intent: "safety",
  },
  {
    message: "Mon mari est sierra-léonais, on veut divorcer. Nos enfants sont à Freetown. J'ai besoin d'un avocat pour le divorce et la garde.",
    intent: "area:family",
  },
  { message: "fit i get appointment wit una lawyer saturday? weekday i de busy wit shoot", intent: "booking" },
  {
    message:
      "My late mother left a plot at Regent and I'm told someone has registered a conveyance over it using forged papers. I'm in London. Could your land lawyer do a search at the Ministry and take the matter on? I can send copies of her title deed.",
    intent: "area:land",
  },
  { message: "ofis opn at 8?", intent: "hours" },
  { message: "ma aunty wan open a modelin school nd register it as company, u do dat?", intent: "area:business" },
  {
    message:
      "Le navire qui transportait ma collection a eu un accident, les marchandises sont perdues. L'assurance refuse de payer. J'ai besoin d'aide pour la réclamation.",
    intent: "area:shipping",
  },
  { message: "una lawyer dem na young people or old? i want somebody wey understand social media", intent: "team" },
  {
    message: "me and the madam way sell the pageant gown get palaver, we want settle am without go court, una go help we settle am",
    intent: "area:arbitration",
  },
  {
    message:
      "A former member of our committee has been charged with misappropriating pageant funds. He has been granted bail and the trial begins next month. He seeks representation. Does your criminal practice take on such matters?",
    intent: "area:criminal",
  },
  {
    message: "dem don carry me daughter go barracks since yesterday morning, soldier them say she insult them at the show, a no see am since",
    intent: "urgent",
  },
  { message: "What is the recommended protocol for seating dignitaries at a coronation ceremony?", intent: "off-topic" },
  { message: "helo gud aftrnon", intent: "greeting" },
  { message: "di brand pay me for 3 posts but now dem want 10, i fit refuse? wetin di law say?", intent: "legal-question" },
  { message: "tnx sooo much", intent: "thanks" },
  { message: "Una get email? Me grandson go send the paper dem for me", intent: "email" },
  {
    message:
      "I'm writing in a panic. Our model Mariama rang from her hotel to say police officers are in her room, they've taken her phone and are telling her she has to go with them. Please can someone help her right now?",
    intent: "urgent",
  },
  {
    message: "my ex don post my address online and people de come threaten me, one man dey outside now wit knife. i call police nobody come",
    intent: "safety",
  },
  {
    message: "magazin use my fotos on cover and they sign agrement to pay me 2 milion, still not pay. i want lawyr to enforc contract",
    intent: "area:contract",
  },
  { message: "a beg give me the phone number for call una", intent: "phone" },
  { message: "How I go cut agbada pattern for big man, the sleeve always come short", intent: "off-topic" },
  { message: "my pikin papa no de give support since e born, i wan file for maintenance. una de handle dat?", intent: "area:family" },
  { message: "If I sew the dress and the customer refuse to pay, I fit keep the dress and the deposit she pay? Wetin the law say?", intent: "legal-question" },
  { message: "how cn i contct u guys", intent: "contact" },
  {
    message:
      "Me shop de on land wey I rent from one family for Kissy, the lease still get three years. Now the children of the landlord wey die say make I comot. I want lawyer for the lease.",
    intent: "area:land",
  },
  { message: "Could you kindly advise whether you offer pro bono or legal aid arrangements for registered charitable pageants?", intent: "knowledge:Fees" },
  { message: "Please could you set up a video call with one of your lawyers? I'm in London and could do any weekday afternoon, your time.", intent: "booking" },
  { message: "i wnt to registr my fotogrfy busines as company. how do i start, u do that?", intent: "area:business" },
  {
    message: "Mon apprenti a été arrêté ce matin près de Big Market, ils le gardent au commissariat. Il a 18 ans. Aidez-moi s'il vous plaît.",
    intent: "urgent",
  },
  { message: "where una office de a want come", intent: "address" },
  { message: "I go come with me keke, where I go park am?", intent: "knowledge:Parking" },
  { message: "what in una de do for people them", intent: "services" },
  { message: "Si une cliente porte ma robe au défilé et ne paie pas, est-ce que je peux la poursuivre? Je vais gagner?", intent: "legal-question" },
  { message: "Further to my last message,", intent: "unknown" },
  {
    message: "my guy abeg, di clothes wey i order from Turkey don reach quay but customs de hold am for big duty. una de help wit customs wahala?",
    intent: "area:shipping",
  },
  { message: "wat shud i eat b4 d swimsuit round so ma belly flat", intent: "off-topic" },
  { message: "Le sponsor m'a menacée au téléphone, il dit qu'il va envoyer des gens pour me frapper si je parle. J'ai peur pour ma vie.", intent: "safety" },
  {
    message:
      "We have obtained an arbitral award against a former sponsor for unpaid sums. We now require assistance in having the award enforced by the courts.",
    intent: "area:arbitration",
  },
  { message: "Do any of your staff speak Mende? One of the models' mothers would be more comfortable in Mende.", intent: "knowledge:Languages spoken" },
  { message: "wetin i go bring for di meeting? screenshots, contract, di brand messages?", intent: "knowledge:What to bring" },
  { message: "Kindly indicate the number of lawyers in your chambers and their respective seniority.", intent: "team" },
  { message: "ma bro friend sey d polis go charge ma bro 4 assault after d show fight, he not arrested yet. can u defend him", intent: "area:criminal" },
  { message: "Do you close early on Fridays for prayers?", intent: "hours" },
  { message: "Good day, and farewell.", intent: "goodbye" },
  { message: "i wnt appointmnt with lawyr abt my stolen fotos, nxt tuesdy ok?", intent: "booking" },
  { message: "C'est quoi la meilleure crème pour le teint avant un shooting?", intent: "off-topic" },
  { message: "bro dem don hold my manager for di station since yesterday ova di hotel bill wahala, dem no gree release am", intent: "urgent" },
  {
    message: "Hello, I'd like to know every way of getting hold of your office, phone, WhatsApp and email, as our models in Freetown often have no data.",
    intent: "contact",
  },
  {
    message:
      "polce arrest my bro at the hotel lobby wher we shoot the campain, they say he is the one who stol the gold necklase from the set. he in there car now",
    intent: "urgent",
  },
  { message: "a beg how much for rent one gown for the pageant final", intent: "off-topic" },
  {
    message:
      "I send five bale of cloth to me brother for Banjul on ship. The captain say dem throw some bale inside sea because of storm, now nobody want pay me. Me brother say make I find lawyer for shipping matter.",
    intent: "area:shipping",
  },
  { message: "d organiser sey if i dnt go out wit d sponsor i go lose. is dat even legal, cn i report him?", intent: "legal-question" },
  { message: "I want sit down with lawyer face to face and talk the whole story from beginning. When I fit come? Make una give me date.", intent: "booking" },
  { message: "my girlfrnd pregant and her family want me to pay. i want lawyr to hlp with custdy and child suport arangment", intent: "area:family" },
  {
    message:
      "I must report that a contestant is at this moment being threatened by a sponsor who has arrived at the rehearsal venue with armed men. She is hiding in the dressing room. What immediate steps can be taken?",
    intent: "safety",
  },
  { message: "ma grandma os in Waterloo, ma uncles fighting ova it nd wnt 2 sell. we need lawyer 4 d family land", intent: "area:land" },
  {
    message:
      "We have a Sierra Leonean investor interested in taking a stake in our agency's West Africa arm. We'd need help with the investment agreement, due diligence and the board structure. Is that something your business team covers?",
    intent: "area:business",
  },
  { message: "u guys opn wkends?", intent: "hours" },
  {
    message: "me and the event compny disagre on paymnt for 6 shows. they say lets use mediaton not court. can u do the mediaton for us",
    intent: "area:arbitration",
  },
  {
    message:
      "Somebody go tell police say na me sew the fake uniform dem wey thief people wear. Police give me paper say make I come court. I no de in cell but I fraid. I need lawyer for defend me.",
    intent: "area:criminal",
  },
  { message: "Il y a combien d'avocats chez vous? Des femmes aussi?", intent: "team" },
  {
    message:
      "We have received word that two of our contestants were removed from their hotel rooms at dawn by armed officers and are being held at a police post. Their parents cannot be reached. Kindly act urgently.",
    intent: "urgent",
  },
  { message: "wat servics do u ofer", intent: "services" },
  { message: "abeg who get di best jollof for Freetown, i wan do food review", intent: "off-topic" },
  {
    message: "Is a verbal agreement with a brand manager legally binding in Sierra Leone, or do we need something in writing to claim the fee?",
    intent: "legal-question",
  },
  { message: "good morning oh", intent: "greeting" },
  {
    message: "i sign ambassador deal with one phone company, now dem say dem de end am early and no pay balance. i want lawyer make dem respect di contract",
    intent: "area:contract",
  },
  { message: "God bless una for the help, tenki", intent: "thanks" },
  { message: "drop una whatsapp number", intent: "phone" },
  { message: "ma stepdad beat me nd sey i cnt do d pageant, he locked d door nd sey he go beat me again 2nite", intent: "safety" },
  { message: "do u tak paymnt in installmnts", intent: "knowledge:Fees" },
  { message: "ma uncle ship got seized by d port people at d quay, dey sey d papers wrong. he need shipping lawyer", intent: "area:shipping" },
  { message: "Quel est le meilleur moment pour publier sur Instagram pour une marque de mode?", intent: "off-topic" },
  {
    message:
      "My nephew wey de help me for shop, police pick am up last night for Ferry Junction, dem no tell we wetin he do. He de Kissy station still. Abeg help.",
    intent: "urgent",
  },
  {
    message: "i pay deposit for land for Lakka to build my content house, now di seller no want sign conveyance. abeg una do land paper matter?",
    intent: "area:land",
  },
  {
    message: "the sponsor say me picking must give back the phone and the money now she lose, he get the right for collect am back?",
    intent: "legal-question",
  },
  { message: "wats ur email", intent: "email" },
  { message: "me daughter want register her makeup business make e be proper company, una fit help we", intent: "area:business" },
  { message: "Votre bureau est où exactement? Je suis à Lumley.", intent: "address" },
  { message: "una get parking space? i de come wit my car", intent: "knowledge:Parking" },
  {
    message:
      "I write on behalf of my ageing mother, who wishes to draw up a will before she travels abroad for treatment. We would be glad of your assistance.",
    intent: "area:family",
  },
  { message: "i wnt 2 mk a appointmnt 4 me n ma mum pls", intent: "booking" },
  { message: "abeg dem don grab my guy for road just now, police put am for dem vehicle because e de film dem. we de follow dem go station", intent: "urgent" },
  { message: "Can you recommend a good photographer in Freetown for test shoots with new faces?", intent: "off-topic" },
  { message: "Una de work until evening? I de close me shop 6 o'clock", intent: "hours" },
  { message: "Est-ce qu'un de vos avocats parle français? Sinon l'anglais ça va.", intent: "knowledge:Languages spoken" },
  {
    message: "i sold the fotos to a brand for one campain, now they use them in anothr campain. can i sue them and how much wil i get?",
    intent: "legal-question",
  },
  { message: "Nous avons un litige avec un acheteur à Freetown. Le contrat prévoit un arbitrage. Pouvez-vous nous représenter?", intent: "area:arbitration" },
  { message: "Me na the one wey call yesterday", intent: "unknown" },
  {
    message: "one man way say e love me daughter since the pageant de come every night, e say if she no follow am e go kill am, we de fear for we life",
    intent: "safety",
  },
  {
    message:
      "One of our male models has been charged in Freetown with assault following an altercation at an after-party. He is out on bail and the first hearing is in three weeks. We would like your firm to defend him. Could you confirm you take on criminal defence of this kind?",
    intent: "area:criminal",
  },
  { message: "bye for now", intent: "goodbye" },
  { message: "help me wit ma maths homework pls its on fractions", intent: "off-topic" },
  { message: "Je veux faire rédiger un contrat type pour mes mannequins et mes couturières. Vous faites la rédaction de contrats?", intent: "area:contract" },
  { message: "Could I book a consultation with Christiana Thomas for the first week of next month?", intent: "booking" },
  {
    message: "the polish them come take me husband this morning say na him tief the pageant money, since then a no hear from am, a beg help",
    intent: "urgent",
  },
  { message: "my manager take 50% of all my deals and we no sign nothing. e get right for dat?", intent: "legal-question" },
  { message: "wat r all d areas u cover", intent: "services" },
  { message: "a beg tell me the lower them way de work there", intent: "team" },
  {
    message: "Ils ont pris mon neveu à la frontière de Gbalamuya, la police le garde depuis hier. Il transportait des tissus pour mon défilé.",
    intent: "urgent",
  },
  { message: "d modelling agency made me sign paper nd nw dey sey i owe dem 5 million 4 training. i need lawyer 2 luk at d contract", intent: "area:contract" },
  { message: "my fone charg port is spoil, wher to fix charging port in freetown", intent: "off-topic" },
  {
    message: "If me apprentice leave before the three years finish and go open shop near me, I fit take am to court? The law go stop am?",
    intent: "legal-question",
  },
  {
    message:
      "guys i de hide for my friend house, my ex manager and him boys de look for me say dem go beat me because i leave di agency. dem don go my house already",
    intent: "safety",
  },
  { message: "a want come see lower Monday morning with me daughter make una put we name", intent: "booking" },
  { message: "my parents dem wan separate and my mum need lawyer for di divorce, she shy to message so i de do am for her", intent: "area:family" },
  { message: "Me tailor association want register as company so we fit get loan from bank. Una go help we with the papers?", intent: "area:business" },
  { message: "Le bureau ouvre à quelle heure le lundi?", intent: "hours" },
  {
    message:
      "We intend to charter a vessel to bring international contestants and their wardrobe from Conakry. We require the charter party to be reviewed by a shipping specialist.",
    intent: "area:shipping",
  },
  { message: "the sponsers bodygard pushd me and say next tim he wil brek my hed, he folowng me now in a car", intent: "safety" },
  { message: "dey jus arrest ma frend at d pageant venue, d polis car still outside, pls send sumone", intent: "urgent" },
  {
    message:
      "The venue we lease for rehearsals is subject to a boundary dispute with the adjoining owner, who has erected a fence across the access road. We require a land lawyer to act for us.",
    intent: "area:land",
  },
  {
    message: "Une marque a copié mon motif de tissu et le vend à Freetown. Est-ce que la loi me protège? Qu'est-ce que je peux obtenir?",
    intent: "legal-question",
  },
  { message: "Where I fit buy good second-hand Singer machine for cheap?", intent: "off-topic" },
  {
    message: "me and di production company get beef ova di music video money. we no want court, make somebody settle am. una de do dat?",
    intent: "area:arbitration",
  },
  { message: "Many thanks for getting back to me so quickly, that's really helpful.", intent: "thanks" },
  { message: "Maître Isatu Bangura travaille toujours chez vous? On m'a dit qu'elle connaît bien les affaires de port.", intent: "attorney:Isatu Bangura" },
  {
    message:
      "I've just had a frantic call. A promoter's security men and two police officers are keeping one of our models at a hotel in Aberdeen. They've taken her passport and won't let her leave the room. She's 20. What can you do right now?",
    intent: "urgent",
  },
  { message: "Kindly share your telephone contact.", intent: "phone" },
  {
    message: "dem de accuse me picking say she steal the prize money for the pageant, the case de for court, she no de in jail. a want lower for defend am",
    intent: "area:criminal",
  },
  { message: "wat colr gown suits dark skin 4 d evening wear round", intent: "off-topic" },
  { message: "How people de reach una? Phone, WhatsApp, all of them give me", intent: "contact" },
  { message: "if me daughter husband die the family them get right for take the house and the picking them from am?", intent: "legal-question" },
  {
    message:
      "A sponsor has failed to deliver the prize vehicle it contractually pledged to our winner. We wish to instruct counsel to enforce the sponsorship agreement.",
    intent: "area:contract",
  },
  { message: "Salut, bonjour à tous", intent: "greeting" },
  { message: "i fit book zoom call wit una lawyer? i de travel dis week", intent: "booking" },
  {
    message: "Me customer ring me say police don hold me son for Calaba Town since Friday. Dem no charge am, dem no release am. I beg una help.",
    intent: "urgent",
  },
  { message: "Mon mari me bat depuis que j'ai fait le défilé sans sa permission. Je suis chez une amie, il me cherche partout.", intent: "safety" },
  { message: "ma mum nd dad divorcin nd both wnt me. i need lawyer 4 custody stuff", intent: "area:family" },
  { message: "What's the best email address for sending over a contract for review?", intent: "email" },
  { message: "Could you suggest five interview questions suitable for pageant finalists on the topic of youth empowerment?", intent: "off-topic" },
  { message: "i want investr for my fotogrphy studio, he want shars. need lawyr for sharholdr agrement", intent: "area:business" },
  {
    message:
      "The container of cloth wey I buy from Holland arrive for Queen Elizabeth Quay, but the shipping agent open am and some bundle miss, now dem say na not dem fault. I need lawyer for cargo claim.",
    intent: "area:shipping",
  },
  { message: "una office de near Youyi building or which side?", intent: "address" },
  { message: "Is our committee liable if a contestant is injured during rehearsals organised by a contractor?", intent: "legal-question" },
  { message: "do u hv any young lawyers", intent: "team" },
  { message: "When I come, which paper I go carry? Me receipt and the survey plan?", intent: "knowledge:What to bring" },
  { message: "Could you give me a short summary of the types of matters your firm takes on?", intent: "services" },
  { message: "fam police don lock my sister for Lumley station since 2 days ova tiktok video, dem no gree give bail", intent: "urgent" },
  { message: "Il y a un parking devant le bureau?", intent: "knowledge:Parking" },
  { message: "abeg write me bio for my instagram, something wey go bring brand deals", intent: "off-topic" },
  { message: "i bot a plot in Goderich to build studio, now anothr man shows papers for same land. need lawyr for title serch", intent: "area:land" },
  {
    message:
      "Our agreement with the Freetown agency says disputes must go to mediation first. We'd like counsel to represent us in that process. Is that something your firm offers?",
    intent: "area:arbitration",
  },
  { message: "d sponsor's wife came 2 ma hostel wit boys sayin dey go burn ma face, dey outside nw", intent: "safety" },
  { message: "una open now?", intent: "hours" },
  { message: "Please schedule an appointment for our chairperson on Wednesday at 11 o'clock.", intent: "booking" },
  { message: "if di brand no pay me after 90 days, i fit charge dem interest? court go give me?", intent: "legal-question" },
  { message: "Una lawyer dem sabi Temne? Me mama go come with me and she no sabi English", intent: "knowledge:Languages spoken" },
  { message: "polce just tok my modl from the car at checkpont near Lumley, they say drugs in the car, they taking her now", intent: "urgent" },
  {
    message:
      "Personal matter this time. My partner and I are both British-Sierra Leonean and we want to adopt a little boy from a children's home in Freetown. Could your family team guide us through the adoption process there?",
    intent: "area:family",
  },
  { message: "a beg what in go cure me picking pimple them before the crowning", intent: "off-topic" },
  {
    message:
      "Two boys wey work for the pageant sponsor come me shop this afternoon. Dem hold me collar and say if I talk to journalist about the gowns wey dem no pay for, dem go kill me. Dem say dem de come back tonight. I no fit sleep for me house.",
    intent: "safety",
  },
  { message: "Je voudrais réserver une consultation pour vendredi avec un avocat, pour un contrat commercial.", intent: "booking" },
  { message: "my brand don grow, i wan turn am into company wit shares for my team. una go help?", intent: "area:business" },
  { message: "Kindly confirm your opening hours on the day before Independence Day.", intent: "hours" },
  {
    message:
      "me brother boat way de carry goods for the pageant from Shenge, one big ship jam am for sea and everything loss. a want lower for the shipping matter",
    intent: "area:shipping",
  },
  {
    message: "Mon oncle veut acheter un terrain à Freetown pour mon atelier, on veut vérifier le titre foncier avant de payer. Vous faites ça?",
    intent: "area:land",
  },
  { message: "ma mum n d pageant ppl wnt 2 settle d prize thing out of court, do u do mediation?", intent: "area:arbitration" },
  { message: "dem don open case against me say i defame di pageant director for live video. court summon me. una go stand for me?", intent: "area:criminal" },
  { message: "cn d pageant ppl tak away ma crown cos i posted a pic in bikini? is dat allowed?", intent: "legal-question" },
  {
    message: "the polish them don lock me son for Waterloo station since Saturday because of fight at the fashion show, them say no bail till Monday",
    intent: "urgent",
  },
  { message: "Could you recommend a decent seamstress in Freetown who can do alterations within 48 hours?", intent: "off-topic" },
  { message: "Could you tell me whether your team includes anyone under forty? Our models tend to relate better to younger advisers.", intent: "team" },
  { message: "wetin una de do, make i know if una fit help me", intent: "services" },
  { message: "hey una, hope una good", intent: "greeting" },
  { message: "a man at the show said he wil shoot me becos i photgrafd his girlfrend, he show me gun. i ran and im hiding in a shop now", intent: "safety" },
  {
    message:
      "me daughter win the pageant since December they never give her the prize money and the contract say they go pay in one month, a want lower for help her get the money",
    intent: "area:contract",
  },
  { message: "Je peux vous appeler à quel numéro?", intent: "phone" },
  { message: "can i mak apointmnt for next wek with the criminl lawyr and how much u charg", intent: "booking", also: ["knowledge:Fees"] },
  { message: "Me no get plenty money. Una de take small small payment or una get help for poor people?", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir/Madam, the police have this moment arrived at our pageant office with a warrant and are taking away our treasurer. We need a lawyer present immediately.",
    intent: "urgent",
  },
  { message: "Combien coûte un billet de bus Conakry-Freetown?", intent: "off-topic" },
  {
    message:
      "Me sister die and leave two small pikin, the papa no de. I want take them for live with me proper, with paper from court. I need lawyer for the adoption or guardianship.",
    intent: "area:family",
  },
  { message: "Please advise whether your chambers provide legal services to non-profit organisations and event companies.", intent: "services" },
  { message: "Could you list all the ways I can contact the firm? I'll be switching between a UK and a Sierra Leone SIM.", intent: "contact" },
  {
    message:
      "Our pageant company needs a new governance structure, as the board has no clear rules on decision-making. We require assistance drafting a corporate governance framework.",
    intent: "area:business",
  },
  {
    message:
      "me neighbour them don gather outside me house with stick say me daughter na witch because she win the crown, them de shout say them go burn the house",
    intent: "safety",
  },
  {
    message: "Can a Sierra Leonean agency legally stop a model from working with a foreign agency if her contract only says exclusive in Sierra Leone?",
    intent: "legal-question",
  },
  {
    message: "my guy import shoes for my brand, di shipping line charge demurrage for quay even though di delay na from dem. una go handle am?",
    intent: "area:shipping",
  },
  { message: "wat is the adres of ur ofis", intent: "address" },
  { message: "my late grandpa land for Lumley, my uncles dem wan share am without us. abeg una do family land case?", intent: "area:land" },
  { message: "what time una de close today a de come after market", intent: "hours" },
  { message: "tanks fam, appreciate", intent: "thanks" },
  { message: "wat do i bring 4 d meetin? ma ID nd d contract?", intent: "knowledge:What to bring" },
  { message: "abeg recommend good basketball court for my brand photoshoot", intent: "off-topic" },
  { message: "In which languages are consultations conducted at your chambers?", intent: "knowledge:Languages spoken" },
  { message: "Ma soeur est gardée à vue depuis hier au commissariat de Lumley après le défilé, personne ne nous dit rien.", intent: "urgent" },
  { message: "the magazin and me agree to use arbitrashn for the foto payment dispute. can u be my lawyr for it", intent: "area:arbitration" },
  {
    message: "On m'accuse d'avoir volé des bijoux au défilé. La police m'a convoquée la semaine prochaine. J'ai besoin d'un avocat pour ma défense.",
    intent: "area:criminal",
  },
  { message: "Alright, make God keep una. Bye bye.", intent: "goodbye" },
  { message: "cn i c a lawyer on thursday aftr 3?", intent: "booking" },
];
