import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Adoption, fostering and guardianship of children — writers: Krio grandmother typed by a neighbour, American adoptive mother (formal), young uncle (SMS), orphanage matron (long letters), birth mother (heavy typos), social worker (voice-to-text), diaspora cousin in Ghana, Guinean guardian mixing French
export const EIGHTY_SEVENTH_TEST_SET: LabelledMessage[] = [
  { message: "Good morning. Na me neighbour Kadi de type for Granny Mariama. Granny se make a tell una good morning.", intent: "greeting" },
  {
    message:
      "Granny se in daughter Fatu don die last month for Kenema, she lef tri pikin. Granny wan keep dem but di papa people dem de come tok say na dem get di pikin dem. She wan una help am make di court gi am di pikin dem. (Na Kadi de type)",
    intent: "area:family",
  },
  { message: "pls police dey at d house now takin my bro Musa bcos d baby mama say he stole her pikin. wat do i do", intent: "urgent" },
  {
    message: "Hello, what is the average temperature in Freetown in March? We are flying in to meet our adoptive son and want to pack appropriately.",
    intent: "off-topic",
  },
  {
    message:
      "Dear Sir/Madam, I write to ask at what hour your chambers open each morning, as I intend to call in person before my duties at the Home begin. Yours faithfully, Matron E. Cole.",
    intent: "hours",
  },
  {
    message: "i gve my babi to di home wen i waz sik an no mony, i sine som papa but i no reed it. now i wel, can dem refuse to giv me bak my pikin",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. Our home for children in Waterloo has been running for six years under a church, and the board now wishes to register it properly as a company limited by guarantee so that donors can give to us directly. Can your firm handle this registration? — Matron Cole",
    intent: "area:business",
  },
  {
    message:
      "my sister husband brothers came last night with cutlass saying they will kill me if I dont give them the twins. im hiding at my friend place in Calaba Town with the children right now",
    intent: "safety",
  },
  { message: "cld u send me ur email pls i wan send d death cert n d kids birth certs", intent: "email" },
  { message: "bonjour, votre cabinet fait quel type de travail? Only family matters or also other things? je suis à Conakry", intent: "services" },
  {
    message:
      "Hello, I'm Ama's cousin writing from Tema. We shipped a container of beds, clothes and school books for the children's home my cousin runs, and it has been sitting at Queen Elizabeth II Quay for three weeks. Customs says the papers are not complete. Please can you help us clear it?",
    intent: "area:shipping",
  },
  {
    message:
      "hello this is social worker mrs kanu from the ministry period the police have just taken the foster father from the house at wellington and the children are crying comma they say he will be held at the station overnight I need a lawyer to go there now",
    intent: "urgent",
  },
  { message: "wetin be di price of bag of rice now for Freetown, Granny wan buy for di pikin dem (Kadi de type)", intent: "off-topic" },
  {
    message:
      "Ma sœur est décédée et elle avait un terrain à Kissy avec une maison. I am guardian of her two children now and I want to make sure the land documents are in their names before her husband family sell it. Can you do the title search?",
    intent: "area:land",
  },
  { message: "tank u so much 4 d info bro", intent: "thanks" },
  {
    message:
      "We would like to schedule a consultation with your family lawyer during our visit to Freetown between the 14th and 20th of next month regarding the finalisation of our adoption. Please advise of available times.",
    intent: "booking",
  },
  {
    message:
      "My husband, the director of our childrens home, has been charged with child trafficking because of adoptions we did in 2019. He is on bail now and the trial starts next month. We need a good defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Granny wan know if she fit keep di pikin dem even though she no get paper, or she must go court before di papa family tek dem? Na Kadi de type am for am",
    intent: "legal-question",
  },
  { message: "Please what number can I call you people on from Ghana? I'm on +233 here", intent: "phone" },
  { message: "how mch u charj to help me get my pikin bak frm di orfanig? i no get plenty mony, i de sel for makit", intent: "knowledge:Fees" },
  { message: "can you recommend a good pediatrician in freetown for a foster baby with a fever that won't go down", intent: "off-topic" },
  {
    message: "I worked nine years as cook at the orphanage and they sack me without any letter or end of service money. I want to fight them for my rights.",
    intent: "area:contract",
  },
  { message: "i hav problm", intent: "unknown" },
  {
    message:
      "Dear Madam, our Home entered into a building contract with a contractor for a new dormitory. He abandoned the work halfway and refuses to refund the advance. The contract says disputes shall go to arbitration, and we would prefer to resolve this out of court. Can your chambers act for us?",
    intent: "area:arbitration",
  },
  {
    message:
      "mi dauta i sent to stay wit aunty in lumley she jus call me cryin say di aunty de beat am wit belt evry nite an lock am inside, she fraid fo her life. pls wat i do",
    intent: "safety",
  },
  { message: "r u open 2day? its sat", intent: "hours" },
  { message: "How many lawyers does your firm have? And are they all based in Freetown?", intent: "team" },
  {
    message:
      "Bonjour. Je suis guinéen, the children of my late brother are with me in Conakry but they were born in Freetown. The school here asks for proof I am their legal guardian. Je veux un jugement de tutelle from Sierra Leone. Vous pouvez m'aider?",
    intent: "area:family",
  },
  { message: "Dem don lock me friend Adama for Kissy police since yestade because di pikin in mama se she sell di pikin. Abeg una help am", intent: "urgent" },
  { message: "Est-ce que quelqu'un parle français dans votre cabinet? My English is not strong for legal things.", intent: "knowledge:Languages spoken" },
  { message: "Where is your office located? We will be staying at a hotel in Aberdeen.", intent: "address" },
  {
    message:
      "Chale, my late cousin had shares in a small transport company in Freetown. Her kids are now with my aunty. How do we transfer the shares so the dividends go to the kids? We need someone to handle it please.",
    intent: "area:business",
  },
  {
    message:
      "Does Sierra Leone law permit a foreign couple to adopt if we have not resided in the country for a set period? Our agency has given us conflicting answers.",
    intent: "legal-question",
  },
  { message: "can u help me write a poem 4 my niece bday, she 7, i took her in wen my sis died", intent: "off-topic" },
  {
    message:
      "We shipped a barrel with our son's clothing and medicines to Freetown by sea. It arrived broken and half the contents are missing, and the shipping line says it is not their responsibility. We would like to pursue a claim.",
    intent: "area:shipping",
  },
  { message: "How can I reach you all? I live in Bo and no money to travel", intent: "contact" },
  {
    message:
      "Our son's birth father and two police officers took him from our guest house in Lumley an hour ago and we have no idea where they have taken him. Please, we need someone immediately.",
    intent: "urgent",
  },
  {
    message:
      "Granny se in dead pikin build os for Hastings for di pikin dem, but now one man se di lan no for am, e wan pul di os. Granny wan lawyer for look di lan paper. (Kadi)",
    intent: "area:land",
  },
  { message: "i wan cum see lawyer monday morin bout mi pikin for di home, pls book me", intent: "booking" },
  { message: "ok bye for now", intent: "goodbye" },
  {
    message:
      "I am the matron of a children's home in Bo. Our cook wants a written employment contract, and so do the two night carers. We have never had any. Could someone draft proper contracts for our staff?",
    intent: "area:contract",
  },
  {
    message:
      "i am at the home of a foster child in dwarzark right now and the uncle is shouting that he will beat the child to death if i take her comma people are gathering and i'm scared for both of us",
    intent: "safety",
  },
  { message: "une bonne recette de riz gras pour la fête des enfants, please", intent: "off-topic" },
  {
    message:
      "If my late cousin's husband remarries, does he automatically get the kids back from my aunty even though he never paid anything for them since she died?",
    intent: "legal-question",
  },
  {
    message:
      "My brother was accused of kidnapping his own niece because he took her away from the aunty who was maltreating her. Police released him but they say he will be charged to court. We need a criminal lawyer",
    intent: "area:criminal",
  },
  { message: "Hello there!", intent: "greeting" },
  {
    message: "What documents should we bring to our first meeting about the guardianship? We have the death certificate and the children's birth certificates.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "the american foundation that sponsors our home stopped the money and say we broke the agreement. the agreement says mediation first. can una represent us in the mediation",
    intent: "area:arbitration",
  },
  {
    message:
      "bonjour, urgent, the police at the border arrested my wife with our niece, they say no travel papers. she is still held at Gbalamuya post since morning. aidez-nous vite",
    intent: "urgent",
  },
  { message: "Pls wetin time una de close? I de work till 4", intent: "hours" },
  {
    message:
      "We are an American couple who have been fostering a little girl from Makeni for two years through a church program. We would now like to formally adopt her. Can your firm represent us in the adoption proceedings?",
    intent: "area:family",
  },
  { message: "wat was d score of east end lions match yestaday", intent: "off-topic" },
  { message: "di orfanage se i mus pay 5 milyon fo tek bak me own pikin, iz dat legel??", intent: "legal-question" },
  { message: "WhatsApp number pls", intent: "phone" },
  {
    message:
      "our social welfare group wants to open a bank account for the foster children's savings in the name of the trust but the bank is asking for a board resolution and registration papers can your firm help set this up",
    intent: "area:business",
  },
  { message: "Thank you so much madam, God bless una all. Granny se tenki", intent: "thanks" },
  {
    message:
      "Nous avons envoyé du riz et des matelas par bateau de Conakry à Freetown pour les enfants. The boat owner say the cargo was lost at sea but we see him selling our mattress at the wharf. Nous voulons réclamer.",
    intent: "area:shipping",
  },
  {
    message:
      "A crowd is outside our children's home shouting that we sell babies to white people. They are throwing stones at the gate and the children are inside with me. Please what do we do",
    intent: "safety",
  },
  { message: "Wetin una de do for people? Na only court case una de handle?", intent: "services" },
  {
    message:
      "We want to lease a bigger building for the orphanage in Lumley. The landlord brought a ten page lease, please can your land lawyer review it before we sign",
    intent: "area:land",
  },
  {
    message: "dey hold my uncle at d CID since yestaday, dey say child traffickin bcos he bring d 2 kids frm Kono to live wit us. no bail yet",
    intent: "urgent",
  },
  {
    message:
      "In 2022 I paid a so-called facilitator 3,000 dollars to process my daughter's adoption and he did nothing. We signed a written agreement. I want my money back.",
    intent: "area:contract",
  },
  { message: "Do you offer legal aid or reduced fees for charitable children's homes? We run entirely on donations.", intent: "knowledge:Fees" },
  { message: "my ward need help wit his maths homework, fractions, una fit help am?", intent: "off-topic" },
  {
    message:
      "Matron writing. A former staff member has made a police report accusing me of stealing donated money. I have been asked to report to the station next Monday to make a statement. I would like a lawyer to accompany me and defend me.",
    intent: "area:criminal",
  },
  {
    message: "i would like to set up a meeting with a lawyer this week for a foster placement case question mark tuesday or wednesday afternoon works best",
    intent: "booking",
  },
  { message: "Est-ce que je peux adopter ma nièce en Sierra Leone si je suis guinéen? The court will accept a foreigner?", intent: "legal-question" },
  {
    message:
      "We have an arbitration award against the contractor who built our children's school block, but he refuses to pay. How do we enforce it? Need your help.",
    intent: "area:arbitration",
  },
  { message: "una get woman lawyer? Granny se na woman she wan tok to (Kadi de type)", intent: "team" },
  { message: "polis tek mi sista to lumley stashon dis morin bcos di baby papa se she abandon di pikin, she stil dey der", intent: "urgent" },
  { message: "That is all for now. Good day to you.", intent: "goodbye" },
  { message: "my late sis lef 3 kids, her hubby in UK nt sendin anytin. i wan get guardianship + maintenance frm him. can u help", intent: "area:family" },
  { message: "Is there any job for a nanny at your office? I took care of orphans for 5 years.", intent: "off-topic" },
  { message: "what are your opening hours on friday because i finish at the family court at 2 pm", intent: "hours" },
  {
    message:
      "My cousin just called me crying from Freetown. Her husband's people are beating her in the compound right now because she refused to give them her late sister's kids. I'm in Kumasi, what do I do?",
    intent: "safety",
  },
  {
    message:
      "We plan to invest in a small poultry business in Makeni whose profits will support our adopted daughter's birth family. What structure would be appropriate, and can your firm handle the registration?",
    intent: "area:business",
  },
  { message: "wetin be una email? Kadi go send di paper dem for Granny", intent: "email" },
  { message: "my sis died no will, cn her hubby ppl tek d house frm her kids?", intent: "legal-question" },
  {
    message:
      "The land my late brother bought in Waterloo, the seller now says the money was not complete and wants to resell. Je suis le tuteur des enfants. We have the receipt. Need lawyer for the land.",
    intent: "area:land",
  },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "we have a shipment of baby formula for the infant unit that has been held at queen elizabeth quay by customs for two weeks and it will expire can your firm help get it released",
    intent: "area:shipping",
  },
  {
    message: "Granny se police don kam na di os now now, dem de tek di pikin dem go, dem se na di papa family send dem. Abeg una kam! (Kadi de type)",
    intent: "urgent",
  },
  { message: "Una lawyer dem de tok Krio? Granny no sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "My cousin's husband was convicted last year for assaulting the children he was fostering and was fined. The family says he was framed and he wants to appeal to clear his name. Can you handle the appeal?",
    intent: "area:criminal",
  },
  { message: "Can I get an appointment to talk to a lawyer by WhatsApp call? I'm in Accra and can't travel now.", intent: "booking" },
  { message: "Comment je peux vous contacter depuis la Guinée? Téléphone, email, anything", intent: "contact" },
  { message: "if a foster child turns 18 does the guardianship order end automatically or do we need to go back to court", intent: "legal-question" },
  { message: "the children want us to build a basketball court in the orphanage yard, how many bags of cement do we need", intent: "off-topic" },
  { message: "i wan mi pikin bak, im dey wit aunty for lumley since 2yrs, aunty no gree giv am bak. pls help me", intent: "area:family" },
  {
    message:
      "Please, my aunty employed a house help to look after the orphaned kids and now the help claims she is owed six months salary and is threatening to sue. Can you review the agreement they signed?",
    intent: "area:contract",
  },
  { message: "bonsoir", intent: "greeting" },
  {
    message:
      "Granny an di man wey rent in shop don get palava bout di rent money wey she de use pay di pikin dem school fees. Dem se make dem settle am outside court wit mediator. Una de do dat kind? (Kadi)",
    intent: "area:arbitration",
  },
  { message: "Is Fatmata Kamara the senior partner who deals with adoptions? A friend from our agency recommended her.", intent: "attorney:Fatmata Kamara" },
  { message: "Abeg send me 10k credit na me number, na for call di pikin dem", intent: "off-topic" },
  {
    message:
      "Dear Sir, I write in great haste. Police officers came to the Home this afternoon and took away our administrator and two of our older boys. They are being held at Waterloo station and no reason was given. Please send a lawyer.",
    intent: "urgent",
  },
  { message: "whr is ur ofis? wich street", intent: "address" },
  { message: "di man wey adopt mi pikin de send me mesej say if i com near di skul agen im go kil me. i fraid to go out", intent: "safety" },
  {
    message:
      "Je veux ouvrir une petite boutique à Freetown au nom de mes neveux orphelins, so they will have money later. Company registration, you can do it?",
    intent: "area:business",
  },
  { message: "Are you open during lunch hour? I can only come between 1 and 2", intent: "hours" },
  {
    message:
      "The aunty says because she paid the girl's school fees for five years the girl now belongs to her and we can't take her back. Is that true under the law?",
    intent: "legal-question",
  },
  {
    message:
      "Please, I'm in Accra. My aunty in Freetown says soldiers came and took her husband to the barracks yesterday over the girl they are raising, and nobody has seen him since. Please help us.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sirs, a benefactor has offered to donate a plot of land at Newton to our Home. Before we accept, we need a proper search to confirm that his title is clean, and then the conveyance done into the name of the Home. Kindly advise whether you undertake such work.",
    intent: "area:land",
  },
  { message: "yo wat time d Lungi ferry leave 2moro, carryin my niece 2 see her gran", intent: "off-topic" },
  {
    message:
      "If the birth mother withdraws her consent after the adoption order is granted, could the order be reversed? We are quite anxious about this possibility.",
    intent: "legal-question",
  },
  { message: "Granny wan kam si di lady lawyer Wednesday, una fit put am down? (Na Kadi)", intent: "booking" },
  {
    message:
      "the birth father has been standing outside the foster home since morning with a machete saying he will take the boy by force tonight and the foster mother is terrified",
    intent: "safety",
  },
  { message: "hi gud evening", intent: "greeting" },
  {
    message:
      "J'ai signé un contrat avec une école privée à Freetown pour mon neveu, I paid the whole year but they sent him away after one term and refuse to refund. Can you help me enforce the contract?",
    intent: "area:contract",
  },
  { message: "wen una open? i kan kom afta makit", intent: "hours" },
  {
    message:
      "Our church chartered space on a vessel for relief supplies bound for a children's home in Freetown. The shipowner discharged our cargo in Dakar instead and now demands additional freight to bring it on. We would like your firm to take up this matter.",
    intent: "area:shipping",
  },
  { message: "dem arest mi las nite say i tif mi own pikin frm di aunty os, i dey for di polis cel now, mi sista de type dis", intent: "urgent" },
  { message: "how do i make a birthday cake without an oven for the children at the home", intent: "off-topic" },
  { message: "Vous avez combien d'avocats dans le cabinet?", intent: "team" },
  { message: "my bro got bail last wk 4 d child neglect charge, case in magistrate court nxt month. need lawyer 2 defend him", intent: "area:criminal" },
  { message: "Granny wan ask: if di papa no pay anytin for di pikin dem for tri year, e still get right for kam tek dem? (Kadi)", intent: "legal-question" },
  { message: "Could you please provide a telephone number at which we can reach your office from the United States?", intent: "phone" },
  {
    message:
      "Since our founder passed away, the board of our Home has fallen out over who controls the bank accounts, and our constitution is silent on it. We need help putting the governance and board structure right.",
    intent: "area:business",
  },
  {
    message:
      "urgent the police have taken two of our foster children from the school gate at kingtom into a vehicle and say they are returning them to the village chief i am following them now",
    intent: "urgent",
  },
  { message: "Please how much is a flight from Accra to Freetown these days? I want to visit the kids at Christmas", intent: "off-topic" },
  {
    message:
      "Our adoption agency in Freetown has breached the service agreement we signed, and the agreement requires any dispute to go to arbitration in Freetown. We would like your firm to represent us in that arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "Granny se di pikin dem papa in brodas de kam every nite de nak di door, dem se dem go bon di os if she no gi dem di pikin dem. She fred bad (Kadi)",
    intent: "safety",
  },
  { message: "Is there parking available near your office? We will be driving a rented vehicle.", intent: "knowledge:Parking" },
  { message: "can d aunty stop my niece frm goin 2 school n make her sell in d market? is dat allowd?", intent: "legal-question" },
  {
    message:
      "i am a social worker handling a case where a grandmother has been caring for three children since their mother died and we need a lawyer to apply for a legal guardian ship order for her can your firm take this on",
    intent: "area:family",
  },
  { message: "Donnez-moi votre adresse email svp, pour envoyer les documents", intent: "email" },
  {
    message: "Police de na we gate now now, dem se dem kam for arest mi son because in sista pikin dem de wit am. Wetin wi go do? (Kadi de type for Granny)",
    intent: "urgent",
  },
  { message: "pls hw i fit get job as cleena for di orfanage", intent: "off-topic" },
  {
    message:
      "My late cousin left a house in Kissy for her two kids but the title deed is missing, and her husband's family now claim it is family land. We want a lawyer to sort out the deed and protect the kids' share.",
    intent: "area:land",
  },
  {
    message:
      "Dear Madam, I would be grateful if you would arrange an appointment for me and our Board Chairman with one of your lawyers on Thursday morning next week. Yours sincerely, E. Cole (Matron)",
    intent: "booking",
  },
  { message: "Could you outline the range of legal services your firm provides? We may need assistance beyond the adoption itself.", intent: "services" },
  {
    message: "does a relative who has been caring for a child informally for five years have any legal rights if the father now wants the child back",
    intent: "legal-question",
  },
  { message: "Merci beaucoup pour votre aide", intent: "thanks" },
  {
    message:
      "Our Home signed a one-year supply agreement with a trader for rice and oil. He has delivered short every month but insists on full payment. We would like your firm to review the agreement and enforce it.",
    intent: "area:contract",
  },
  { message: "they tk my cousn frm d hospital ward 2 d police, sayin d baby nt hers. she jus gave birth. pls smone go dere", intent: "urgent" },
  {
    message:
      "We are at our guest house in Freetown and a group of men who say they are our daughter's relatives are banging on the gate, threatening us and demanding money. We are frightened and locked inside.",
    intent: "safety",
  },
  { message: "pls", intent: "unknown" },
  {
    message:
      "Nous avons un conteneur de vêtements et jouets pour les enfants, arrivé au port de Freetown, but the shipping agent keep the bill of lading and ask more money. Help please.",
    intent: "area:shipping",
  },
  { message: "Dear Sir, could you kindly recommend a reliable supplier of mosquito nets in bulk for our dormitories?", intent: "off-topic" },
  { message: "Please are you open on Saturdays? I'll be in Freetown only for the weekend.", intent: "hours" },
  { message: "Who be Hawa Turay? Granny hear se she de do will an famili lan. Na good lawyer? (Kadi)", intent: "attorney:Hawa Turay" },
  {
    message: "my late sis had a shop wit business name registrd in her name. i wan transfer it 2 her kids or keep it runnin 4 dem. u do dat?",
    intent: "area:business",
  },
  { message: "if i sign di adopshon papa wen i bin 16, iz it stil valid? i no no wetin i bin de sign", intent: "legal-question" },
  {
    message: "Please I want to book a consultation for my aunty. She will come to the office and I'll pay from Ghana. Next week Tuesday if possible.",
    intent: "booking",
  },
  {
    message: "Wetin Granny fo kari kam wen she kam si lawyer? She get di pikin dem bon paper an in daughter dai paper (Kadi)",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "a foster father in our programme has been summoned to court on a charge of assault on a child and he says he is innocent he needs a criminal defence lawyer before the hearing on the twelfth",
    intent: "area:criminal",
  },
  {
    message:
      "Please help. The police arrived at the Home at 6 this morning and have detained me and two care staff here in the office, they will not let us leave. Someone is typing this for me.",
    intent: "urgent",
  },
  { message: "Quel est le taux de change du leone au franc guinéen aujourd'hui?", intent: "off-topic" },
  {
    message:
      "Please, my aunty's partner in the school uniform business that pays the kids' fees won't share the profits. They both want to avoid court. Do you do mediation for that kind of thing?",
    intent: "area:arbitration",
  },
  { message: "hw i go rich una? i no get plenti credit", intent: "contact" },
  { message: "what is the exact address of your office and is it close to the law courts building", intent: "address" },
  { message: "my niece jus txt me she locked in d bathroom, aunty husband tryin 2 break d door, he drunk n he beat her b4. pls", intent: "safety" },
  {
    message: "If my aunty takes the kids to Ghana to live with me, does she need the father's permission or will it be seen as kidnapping?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, we have a boy of four who was left at our gate as a baby. A couple from Bo wish to adopt him. We would like your firm to guide the Home and the couple through the court process so that everything is done lawfully.",
    intent: "area:family",
  },
  { message: "Could you recommend a good restaurant near Lumley Beach for a family dinner with our son?", intent: "off-topic" },
  { message: "i wan si lawyer pls, wen i fit kom", intent: "booking" },
  {
    message:
      "Please, my uncle was stopped at Lungi airport this morning by immigration with my late cousin's daughter. They are holding both of them in an office at the airport. She is only 9. Please help!",
    intent: "urgent",
  },
  { message: "How large is your legal team, and are any of your lawyers women?", intent: "team" },
  {
    message:
      "the foster family is renting a house from a landlord who now refuses to honour the lease because of the children and wants them out in two weeks even though the lease still has one year left can you help them",
    intent: "area:land",
  },
  { message: "Alright, I'll come back later. Bye.", intent: "goodbye" },
  {
    message: "i signd contract wit a company as driver, dey sack me wen i took 2 wks off 2 bury my sis n settle her kids. no pay. i wan sue dem",
    intent: "area:contract",
  },
  { message: "Granny se wetin fo gi pikin wey get runin bele? (Kadi)", intent: "off-topic" },
  {
    message: "Will our adoption order from the Sierra Leone High Court be recognised in the United States, or will we need to readopt in our home state?",
    intent: "legal-question",
  },
  {
    message:
      "Mon neveu a été arrêté hier soir à Freetown par la police, he is at Central police station still. He was only carrying his little cousin to my house. S'il vous plaît, vite",
    intent: "urgent",
  },
  { message: "Una nomba pls, Granny wan kol", intent: "phone" },
  {
    message:
      "We would like to set up a small educational trust or foundation in Sierra Leone to pay for our son's siblings' schooling. Could your business team assist with registering it?",
    intent: "area:business",
  },
  {
    message:
      "Dear Madam, since we refused to release a child to a man with no papers, he has come to the Home three times this week threatening to harm me and the children. Last night he tried to climb the wall. We are living in fear.",
    intent: "safety",
  },
  { message: "u hav parkin? i go cum wit my frend car", intent: "knowledge:Parking" },
  { message: "is your office open on public holidays like independence day", intent: "hours" },
  {
    message: "Police kol mi son make e kam na station Monday, dem se e beat di pikin wey e de mind. E no beat am o. Granny wan lawyer fo go wit am (Kadi)",
    intent: "area:criminal",
  },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "please help me write a reference letter for a foster parent applying for a job as a teacher", intent: "off-topic" },
  {
    message: "Si le père des enfants vit en Guinée et moi je suis le tuteur ici, qui a le droit de décider pour l'école? What the law say?",
    intent: "legal-question",
  },
  {
    message:
      "Our Home and a partner charity in the UK signed a memorandum to share the costs of a clinic. They now accuse us of misusing the funds. The memorandum provides for arbitration, and we would like representation there, away from the public courts if possible.",
    intent: "area:arbitration",
  },
  { message: "mi bebi papa an polis dem de tek mi bebi from mi hand now now for di markit, pls", intent: "urgent" },
  {
    message:
      "Chale, we sent two cartons of books and laptops by cargo ship for the kids' school. The bill of lading says delivered but nobody received them at the quay. Please help us pursue the claim.",
    intent: "area:shipping",
  },
  { message: "wat kinda cases u ppl do?", intent: "services" },
  { message: "thank you very much that is very helpful", intent: "thanks" },
  { message: "May I have the correct email address for sending our documents ahead of the consultation?", intent: "email" },
  { message: "hw 2 transfer orange money frm my line 2 my niece line", intent: "off-topic" },
  {
    message:
      "Dear Sir, is a children's home permitted by law to release a child to an aunty who presents no court order, merely a letter from the chief? I should be grateful for your opinion.",
    intent: "legal-question",
  },
  { message: "Je voudrais prendre rendez-vous avec un avocat, mardi si possible.", intent: "booking" },
  {
    message:
      "My cousin died in childbirth and the baby is with her mother-in-law, who won't let our side of the family see the child. We want to apply for access or guardianship. Can you take the case?",
    intent: "area:family",
  },
  {
    message:
      "we need a lawyer at tower hill police station right now a foster mother has been held there since last night after a neighbour accused her of trafficking",
    intent: "urgent",
  },
  { message: "Please can I pay the legal fees in installments from Ghana? Mobile money or bank transfer?", intent: "knowledge:Fees" },
  {
    message: "Di lan wey mi daughter lef for di pikin dem na Waterloo, in man in broda don sel am to oda pesin. Granny wan lawyer fo tek di lan bak (Kadi)",
    intent: "area:land",
  },
  {
    message:
      "Mon beau-frère menace de me tuer if I don't give back the children. He say he will come tonight avec ses amis. I am afraid, I am staying at my friend house.",
    intent: "safety",
  },
  { message: "Dear Sir, what is the recommended daily portion of milk for toddlers? Our budget is tight this term.", intent: "off-topic" },
  {
    message:
      "We would like a lawyer to review the service agreement our adoption facilitator has asked us to sign before we transfer any funds. Some of the clauses concern us.",
    intent: "area:contract",
  },
  { message: "What are all the ways to contact the firm? Phone, email, WhatsApp? I'm abroad.", intent: "contact" },
  { message: "Votre bureau est où exactement? Near which landmark?", intent: "address" },
  {
    message: "polis cam 2 my ofis n took my bro in handcuffs bcos of d custody fight ovr my late sis kids. dey carry him go Eastern police now",
    intent: "urgent",
  },
  { message: "Granny wan ask if di court go gi am di pikin dem sef though she old, 72 years? (Kadi)", intent: "legal-question" },
  { message: "can you book me in with the family lawyer on friday at 10 am for a guardianship matter", intent: "booking" },
  {
    message:
      "Mon frère est accusé d'avoir falsifié les actes de naissance des enfants pour l'adoption. He is on bail, court next month. Nous cherchons un avocat de défense.",
    intent: "area:criminal",
  },
  { message: "u open til wat tym 2day?", intent: "hours" },
  { message: "do any of your lawyers speak mende because the grandmother i'm working with only speaks mende", intent: "knowledge:Languages spoken" },
  { message: "pls hw much is skul unifom for class 2 now", intent: "off-topic" },
  {
    message:
      "My aunty runs a registered school in Freetown that many orphans attend. A Ghanaian investor wants to buy into it. Can your firm handle the share agreement and the investment side?",
    intent: "area:business",
  },
  {
    message:
      "the foster child just phoned me saying her stepmother is threatening her with a hot iron and she has run to a neighbour's house and is hiding there",
    intent: "safety",
  },
  {
    message: "Which documents would you like us to bring to the consultation—passports, the home study, the child's birth certificate?",
    intent: "knowledge:What to bring",
  },
  { message: "What are your office hours, and where exactly are you located? We arrive in Freetown on Monday.", intent: "hours", also: ["address"] },
  {
    message:
      "Aidez-moi, la police vient de prendre ma nièce chez nous, ils disent que la mère biologique a porté plainte. They are taking her now to the station in Kissy.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, a consignment of donated school desks arrived for our Home aboard a vessel last month. The port has since levied storage charges far in excess of the value of the desks, through no fault of ours. We seek your assistance in having the charges waived and the goods released.",
    intent: "area:shipping",
  },
  { message: "Granny se make una tel am how fo cook cassava lif fo di pikin dem bornde (Kadi)", intent: "off-topic" },
  { message: "di aunty tek mi pikin go Amerika widout tel me, e legal?? wetin go hapen if i go court", intent: "legal-question" },
  { message: "cn i c a lawyer 2moro aftanoon? abt my nieces guardianship", intent: "booking" },
  { message: "Na omos lawyer de una ofis? (Kadi de ask for Granny)", intent: "team" },
  {
    message:
      "a foster carer we work with was hired by a private agency under a written contract and they have not paid her for four months she wants a lawyer to enforce the contract",
    intent: "area:contract",
  },
  {
    message:
      "My cousin's daughter just WhatsApped me that the man she was sent to live with in Freetown touched her and says he will hurt her if she tells anyone. She's hiding in the toilet now. I'm in Takoradi. Please.",
    intent: "safety",
  },
  {
    message:
      "Our former adoption facilitator has filed a criminal complaint alleging that we attempted to bribe an official. We have been told to expect a summons. We need a criminal defence lawyer in Freetown.",
    intent: "area:criminal",
  },
  { message: "yo wassup", intent: "greeting" },
  { message: "my sis bought lan in Grafton b4 she died, we need 2 check d survey plan n registr it 4 her kids. u ppl do lan work?", intent: "area:land" },
  {
    message: "Granny in son don de na Waterloo cell since Tuesday, dem se e no pay di pikin dem school fees so di skul report am. Abeg help (Kadi)",
    intent: "urgent",
  },
  { message: "set a reminder for the home visit at 3 pm tomorrow", intent: "off-topic" },
  {
    message: "Dear Madam, our Home's minibus will bring me and two members of staff. Is there space to park a minibus at or near your premises?",
    intent: "knowledge:Parking",
  },
  {
    message:
      "Nous avons un litige commercial avec notre partenaire à Freetown, une société de transport, about money for the children's trips. Le contrat dit arbitrage. Vous faites l'arbitrage?",
    intent: "area:arbitration",
  },
  {
    message: "can a social worker remove a child from a foster home without a court order if we believe the child is at risk or do we need a judge first",
    intent: "legal-question",
  },
  { message: "Do you only do family cases or also business and land? Just want to know what you cover.", intent: "services" },
  {
    message:
      "My husband was arrested at our hotel this morning on allegations concerning our adoption paperwork. He is being held at CID headquarters. Please advise immediately.",
    intent: "urgent",
  },
  {
    message:
      "the foster parents association is taking a grant from an international investment fund which requires proper governance documents and an agreement between the founding members can your firm prepare these",
    intent: "area:business",
  },
  { message: "pls gi mi di fon numba", intent: "phone" },
  { message: "Where can we buy a good quality car seat for a toddler in Freetown?", intent: "off-topic" },
  { message: "Can you set up a video call between my aunty and one of your lawyers? I'll join from Accra. Any day this week.", intent: "booking" },
  {
    message: "i bin giv mi pikin to mi sista wen im bin smol, now she no wan giv am bak an she chenj im nem. i wan mi pikin. help me pls",
    intent: "area:family",
  },
  {
    message: "we shippd a motorbike 4 my late sis son 2 use 4 okada n pay his skul fees, d port say d vessel neva discharg it. need help claimin",
    intent: "area:shipping",
  },
  {
    message:
      "this is mrs kanu again the community police have just detained the aunty we placed the girl with and the girl is alone at the house can someone go to the station at kissy",
    intent: "urgent",
  },
  { message: "Thanks a lot, I appreciate it. God bless.", intent: "thanks" },
  { message: "if i adopt my niece will she still inherit frm her late mum n dad? or she lose dat?", intent: "legal-question" },
  {
    message: "Granny bin gri wit one man fo build tu rum fo di pikin dem, dem sain paper, e tek di moni an no build notin. Granny wan lawyer (Kadi)",
    intent: "area:contract",
  },
  {
    message:
      "Please, a man has been following our older girls from school all week, and today he grabbed one of them by the arm at our gate. The girls are terrified to leave the Home.",
    intent: "safety",
  },
  { message: "Vous êtes ouverts le dimanche?", intent: "hours" },
  {
    message:
      "We contracted with a Freetown builder to renovate the house where our son's birth family lives. He has stopped work, and we would prefer to resolve the dispute through mediation rather than litigation. Do you offer that?",
    intent: "area:arbitration",
  },
  { message: "hw many lawyers u got n r dey young or old", intent: "team" },
  { message: "wetin be di bes medisin fo malaria fo pikin", intent: "off-topic" },
  {
    message:
      "Please, the police came and took my aunty from her shop in Freetown an hour ago. My late cousin's kids were with her and now they are alone. Please send someone!",
    intent: "urgent",
  },
  { message: "what is your email address i will send the case summary", intent: "email" },
  {
    message:
      "Our Home runs a small bakery that funds the children's meals. Several people have offered to invest in it, and we wish to do this properly, with shares and a written agreement. Would your business department advise and handle the paperwork?",
    intent: "area:business",
  },
  {
    message: "Are we legally required to keep our adopted daughter in contact with her birth family in Sierra Leone, or is that at our discretion?",
    intent: "legal-question",
  },
  {
    message:
      "Please, the family wants to lease out my late cousin's shop on Kissy Road so the rent can pay the kids' school fees. Can you prepare the lease and make sure it's registered?",
    intent: "area:land",
  },
  { message: "Granny wan si lawyer, wish de una get spes? (Kadi)", intent: "booking" },
  { message: "k c ya", intent: "goodbye" },
  {
    message:
      "We already went to mediation with the transport company that crashed the bus carrying the children's relief goods, and we signed a settlement. Now they refuse to pay what they agreed. Can you help us enforce it?",
    intent: "area:arbitration",
  },
  {
    message: "Di papa famili don gada na di os wit stik, dem de ala se Granny go dai if she no gi dem di pikin dem. Granny an di pikin dem de insay. (Kadi)",
    intent: "safety",
  },
  {
    message:
      "the matron of a home we supervise has been charged with neglect after a child fell ill she has been released on bail and needs a defence lawyer for the trial",
    intent: "area:criminal",
  },
  {
    message: "my bro jus txt me police holdin him @ lumley station since 2dy mornin, dey say he tryna sell his own niece. lyin. pls send lawyer",
    intent: "urgent",
  },
  { message: "Combien coûte le visa sierra-léonais pour un enfant guinéen?", intent: "off-topic" },
  {
    message: "Dear Sir, kindly inform me of all the means by which I may contact your chambers, as the telephone line at the Home is most unreliable.",
    intent: "contact",
  },
  { message: "Le père biologique n'a jamais reconnu l'enfant. Does he have any rights now to take her from me? Il dit que oui.", intent: "legal-question" },
  {
    message: "d kids of my late sis r wit me, i wan do legal adoption so dey can get passport n go skul abroad l8r. u handle adoption?",
    intent: "area:family",
  },
  { message: "Would it be possible to meet with a lawyer on Saturday morning? Our weekdays are fully committed to the court process.", intent: "booking" },
  { message: "una de open evry day?", intent: "hours" },
  { message: "what areas of law does your firm practise in", intent: "services" },
  {
    message:
      "Dear Sir, one of our care workers, Mr Bangura, was taken from the Home by police last night after a complaint by a child's relative. We are told he is still held at Hastings police station without charge. We beg your urgent assistance.",
    intent: "urgent",
  },
  {
    message:
      "Please, our container of donated school supplies was released to the wrong consignee at the Freetown port. Someone else collected it. Can your shipping lawyer help us claim?",
    intent: "area:shipping",
  },
  { message: "any1 knw gud phone charger 4 tecno? mine spoil", intent: "off-topic" },
  { message: "Could you provide an estimate of your professional fees for handling an intercountry adoption from start to finish?", intent: "knowledge:Fees" },
  {
    message:
      "Please, I hired a company in Freetown to run a holiday programme for the kids and we signed a contract. They collected the deposit and then cancelled. I want the contract enforced or my money back.",
    intent: "area:contract",
  },
  { message: "mi boyfren se if i go court fo mi pikin im go kil mi, im don bit mi yestade, i de hid na mi aunty os", intent: "safety" },
  {
    message:
      "My cousin's husband has been charged with child abduction for taking the kids to Ghana without permission. He's out on bail but the hearing is next month. Can your criminal lawyer defend him?",
    intent: "area:criminal",
  },
  {
    message: "Dear Madam, is our Home liable in law if a child we placed with a foster family comes to harm there? I should like to know where we stand.",
    intent: "legal-question",
  },
  { message: "Salut, bonjour à vous", intent: "greeting" },
  {
    message:
      "the grandmother i'm supporting has a boundary dispute with her neighbour who has moved the beacons onto the plot where the orphans house stands can your land lawyer help her",
    intent: "area:land",
  },
  {
    message: "me n my partna run a small busness 2 support my sis kids, now he dnt wan pay me my share. we wan settle out of court, mediation. u do dat?",
    intent: "area:arbitration",
  },
  { message: "Dear Sir, could you advise me on how to write a funding proposal to UNICEF for our Home?", intent: "off-topic" },
  {
    message: "Do your lawyers speak Twi by any chance? If not, English is fine, just asking for my aunty who is visiting.",
    intent: "knowledge:Languages spoken",
  },
  { message: "i need to schedule an urgent consultation for a foster family tomorrow morning can you confirm a time", intent: "booking" },
  { message: "dem don hol mi fo di polis stashon sins yestade bcos di ooman wey adopt mi pikin se i tif from am. mi fren de send dis", intent: "urgent" },
  { message: "Thank you kindly for your prompt response.", intent: "thanks" },
  { message: "Usay una ofis de? Granny wan kam (Kadi)", intent: "address" },
  {
    message:
      "My aunty in Freetown has been raising my late cousin's two kids for four years. The kids' father now wants to take them to live with his new wife. We need a lawyer to get a custody order for my aunty. Please help.",
    intent: "area:family",
  },
  { message: "if the birth mother is a minor herself can she legally consent to the adoption or does her own parent need to sign", intent: "legal-question" },
  { message: "Could you tell me who the lawyers at your firm are and what their areas of expertise are?", intent: "team" },
  { message: "Please which network has the best data bundle in Freetown? I want to video call the kids.", intent: "off-topic" },
  {
    message:
      "Je voudrais ouvrir un compte bancaire pour l'héritage de mes neveux in Freetown, the bank want company documents because the money come from their father's company. Vous pouvez aider?",
    intent: "area:business",
  },
  {
    message:
      "the police are at the foster home now arresting the foster mother in front of the children i'm on the phone with her please send a lawyer to the house",
    intent: "urgent",
  },
  {
    message:
      "The vessel carrying our donated medical supplies for the orphanage arrived at Queen Elizabeth II Quay, but the cargo was water-damaged in transit. We need to file a claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "wat docs shd i bring 4 d meetin? i hv my sis death cert only", intent: "knowledge:What to bring" },
  {
    message:
      "Dear Sir, we dismissed a night watchman for sleeping on duty and he now claims we owe him three years of overtime under his contract. We would like a lawyer to review his contract and deal with his claim.",
    intent: "area:contract",
  },
  { message: "what's the weather going to be like in bo tomorrow i have a home visit", intent: "off-topic" },
  { message: "C'est quoi votre numéro WhatsApp?", intent: "phone" },
  {
    message: "a neighbour just called to say the foster father is beating the two boys with a belt in the yard right now and she can hear them screaming",
    intent: "safety",
  },
  { message: "What time do you close on Fridays? I'll call after work.", intent: "hours" },
  { message: "Granny wan no: if di papa kam wit police, dem get rayt fo tek di pikin dem widout court? (Kadi)", intent: "legal-question" },
  {
    message:
      "Dear Sir, the Ministry of Social Welfare has referred our Home to the police over alleged irregular adoptions. No one has been arrested, but our directors have been invited for interview next week. We need criminal counsel to represent them.",
    intent: "area:criminal",
  },
  { message: "That will be all. Goodbye.", intent: "goodbye" },
  { message: "Dem don tek Granny in grandson go barracks dis morin, dem se e tif. E na 16 years. Abeg una help (Kadi)", intent: "urgent" },
  {
    message:
      "we have a final arbitration award in favour of our foster care charity against a supplier but the high court registry says we need to register it first can your firm handle the enforcement",
    intent: "area:arbitration",
  },
  { message: "pls i wan mek apointment wit di wuman lawyer", intent: "booking" },
  {
    message:
      "Dear Sir, I should like to know whether your chambers handle matters other than court cases, for instance advice and the preparation of documents, as our Home has several needs.",
    intent: "services",
  },
  { message: "whch skul in freetown gud 4 a 10yr old girl, cheap fees", intent: "off-topic" },
  {
    message:
      "we have a case of a child who was sent to live with a wealthy aunty in freetown and is being kept out of school as a house girl the mother wants the child returned and we need a family lawyer to file for it",
    intent: "area:family",
  },
  {
    message:
      "My aunty just called, the police are at her door in Freetown right now to take the kids away and they won't show any paper. What should she do? Please help fast.",
    intent: "urgent",
  },
  {
    message: "Dear Sir, could you tell me more about Ms Christiana Thomas? I understand she handles employment matters.",
    intent: "attorney:Christiana Thomas",
  },
  { message: "?", intent: "unknown" },
  {
    message:
      "We wish to purchase a small house in Freetown in our adopted son's name for his future. Can your firm conduct the title search and handle the conveyancing?",
    intent: "area:land",
  },
  { message: "Can the kids' father's family legally sell the house my cousin left the kids while the kids are under 18?", intent: "legal-question" },
  { message: "how can i get in touch with your office other than coming in person", intent: "contact" },
  {
    message:
      "Les gens du quartier disent que je vole les enfants, they are gathering in front of my house with sticks. I am inside with the three kids. J'ai peur.",
    intent: "safety",
  },
  {
    message:
      "Our adoption support nonprofit wants to open a Sierra Leone branch. Could your firm advise on registering a foreign entity and the governance requirements?",
    intent: "area:business",
  },
  { message: "Granny in pikin go drive am kam. Ples de fo pak motoka? (Kadi)", intent: "knowledge:Parking" },
  { message: "Good morning to you all at Kamara Chambers.", intent: "greeting" },
  {
    message:
      "Le navire qui transportait nos cartons de fournitures pour l'orphelinat est retenu au port because the charterer did not pay the owner. Our goods are inside. Need a shipping lawyer to get them out.",
    intent: "area:shipping",
  },
  { message: "pls d police r at my door rite now wantin 2 tk me n my wife, sayin we kidnapped my late sis kids. im typin frm d bedroom", intent: "urgent" },
  { message: "We would like to arrange a meeting with Fatmata Kamara at her earliest convenience to discuss our adoption file.", intent: "booking" },
  { message: "Granny se una fit tel am di nem of gud pastor fo baptize di pikin dem? (Kadi)", intent: "off-topic" },
  { message: "do you have a female lawyer on your team because the girl is more comfortable talking to a woman", intent: "team" },
  { message: "i bin de wok as hos gel fo one famili, dem no pay mi 8 mont an dem pul mi out. we sain paper. i wan mi mony", intent: "area:contract" },
  {
    message:
      "Our daughter's birth uncle has been sending messages all night saying he knows which hotel we are in and that we will not leave Sierra Leone alive with the child. We are terrified.",
    intent: "safety",
  },
  { message: "Wetin una ofis de do? Granny wan no if una de elp ol pipul (Kadi)", intent: "services" },
  {
    message:
      "Dear Madam, the lease on the building that houses our Home expires in three months and the owner has died. His heirs dispute who may renew it. We need a lawyer to secure a new lease with the proper heirs.",
    intent: "area:land",
  },
  {
    message: "If I send money every month for the kids, does that give me any legal say in where they live, even though I'm in Ghana?",
    intent: "legal-question",
  },
  {
    message:
      "i'm at kissy police station and they have been holding the teenage boy from our foster programme in the cell since friday without seeing anyone i need a lawyer here today",
    intent: "urgent",
  },
  { message: "What is the best way to exchange US dollars for leones in Freetown?", intent: "off-topic" },
  {
    message: "my late sis n her frend had a registrd company, d frend now runnin it alone n says d kids hv no shares. need lawyer 2 fight 4 dia shares",
    intent: "area:business",
  },
  { message: "Dear Sir, kindly furnish me with your office telephone number.", intent: "phone" },
  { message: "polis se dem go charj mi fo abandn mi pikin, dem tel mi fo kam court nex wik. i no abandn am. i nid lawyer", intent: "area:criminal" },
  { message: "Are you open on the afternoon of Good Friday?", intent: "hours" },
  {
    message:
      "Dear Sir, a dispute has arisen between our Home and the firm that supplied our solar panels, which failed within a year. Both parties have agreed to refer the matter to an arbitrator. We should be glad if your chambers would represent us.",
    intent: "area:arbitration",
  },
  {
    message:
      "Please, my cousin's husband has been locked up at Congo Cross police since Saturday over the kids and they are asking for money to release him. Please quick.",
    intent: "urgent",
  },
  { message: "email adress?", intent: "email" },
  { message: "play some calm music for the children at the home", intent: "off-topic" },
  {
    message:
      "We are a couple from Ohio who have been matched with a seven-year-old boy at a Freetown orphanage. The orphanage has told us to find a local lawyer to file the adoption petition. Would your firm represent us?",
    intent: "area:family",
  },
  {
    message: "Di man wey Granny pikin bin marry don kam wit tri man, dem de bit Granny in nephew na di yad now. Dem se dem go kil am. (Kadi)",
    intent: "safety",
  },
  { message: "Je peux avoir un rendez-vous jeudi? J'arrive de Conakry mercredi.", intent: "booking" },
  { message: "Una get lawyer wey de tok Temne? Granny in broda na Temne man (Kadi)", intent: "knowledge:Languages spoken" },
  {
    message:
      "the ngo we partner with had a container of foster care supplies detained at the quay because the consignee name does not match the import licence can your firm help resolve it with customs",
    intent: "area:shipping",
  },
  { message: "if d aunty dat wz takin care of my niece dies, do i automaticaly become her guardian or must i go 2 court?", intent: "legal-question" },
  { message: "Please who are the lawyers in your chambers? Just want to know the team.", intent: "team" },
  {
    message:
      "Immigration officers have just taken our passports and our son's and are holding us in a room at Lungi airport. They will not explain why. Please send a lawyer.",
    intent: "urgent",
  },
  {
    message:
      "J'ai signé un contrat de travail avec une ONG pour les enfants à Freetown, they terminated me without notice and refuse my salary. Je veux réclamer.",
    intent: "area:contract",
  },
  { message: "hw fo rayt leta to mi pikin fo im bornde, i no sabi rayt fayn", intent: "off-topic" },
  { message: "thx a lot man", intent: "thanks" },
  {
    message:
      "Les frères de mon beau-frère décédé veulent partager le terrain familial à Port Loko, but half belongs to the children I keep. Need lawyer for the family land.",
    intent: "area:land",
  },
  { message: "Is your firm a full-service practice, or do you specialise in particular fields?", intent: "services" },
  {
    message:
      "Dear Sir, I write from the Home in great distress. Soldiers have this minute taken our driver and the van with three children inside, saying the children are being trafficked. Please act at once.",
    intent: "urgent",
  },
  { message: "Granny wan no if una de tek moni smol smol, she no get ol di moni wan tem (Kadi)", intent: "knowledge:Fees" },
  { message: "book me 4 consult pls, any day nxt wk aftr 2", intent: "booking" },
  {
    message:
      "We would like to set up a small company in Freetown to employ our son's birth mother as a seamstress. Could your firm handle the company registration?",
    intent: "area:business",
  },
  { message: "are you open before nine in the morning i have a court appearance at ten", intent: "hours" },
  { message: "pls i nid elp", intent: "unknown" },
  {
    message:
      "A Freetown newspaper has reported that police are investigating our adoption agency for fraud, and our names appear in the report. No charge has been laid, but we want a criminal lawyer to advise and represent us if needed.",
    intent: "area:criminal",
  },
  {
    message:
      "the mother of the foster girl called me whispering that her husband is drunk and says he will kill her and the child tonight she has locked herself in a room",
    intent: "safety",
  },
  { message: "Quelle est la meilleure école française à Freetown pour mes neveux?", intent: "off-topic" },
  { message: "Granny in oda daughter de na London, e wan kam tek di pikin dem go. Granny no gri. Granny wan lawyer fo stop am (Kadi)", intent: "area:family" },
  { message: "Could you provide directions to your office from the Radisson at Aberdeen?", intent: "address" },
  { message: "Please, book my aunty with whoever handles guardianship. She can come Monday or Wednesday.", intent: "booking" },
  {
    message:
      "the foster care agency wants us at the ministry to sign a memorandum of understanding and a service contract can a lawyer review the terms before we sign",
    intent: "area:contract",
  },
  { message: "Police dem don kam tek Granny sef now now, dem se na in hide di pikin dem. Na mi Kadi de type, dem de pul am go na motoka", intent: "urgent" },
  { message: "is ibrahim jalloh d criminal lawyer? hes gud wit bail cases?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Chale, who won the Ghana vs Sierra Leone match last night?", intent: "off-topic" },
  {
    message:
      "Dear Sir, the ship's agent has informed us that the generator donated to our Home was damaged while being offloaded at Queen Elizabeth II Quay. We wish to claim for the damage. Kindly advise whether you will take the matter.",
    intent: "area:shipping",
  },
  { message: "Aw Granny fo kontak una? Fon, WhatsApp, ol (Kadi)", intent: "contact" },
  {
    message: "Can our adopted son hold both Sierra Leonean and American citizenship, or will he lose his Sierra Leonean nationality?",
    intent: "legal-question",
  },
  { message: "sum guys r outside my house sayin dey wil burn it if i dnt gv bak d kids 2 dia dad's family. im inside wit d kids scared", intent: "safety" },
  { message: "Is there a car park at your office or should we park on the street?", intent: "knowledge:Parking" },
  {
    message:
      "Please, a company in Freetown owes my aunty money for catering at the orphans' school, and their contract says disputes go to arbitration. We want to start the arbitration. Can you help?",
    intent: "area:arbitration",
  },
  { message: "wat kinds of cases do u handle besides family?", intent: "services" },
  { message: "Dear Sir, how many advocates are there in your chambers, and are any of them senior counsel?", intent: "team" },
  { message: "Quels papiers je dois apporter au rendez-vous? J'ai le jugement de Conakry et les actes de naissance.", intent: "knowledge:What to bring" },
  { message: "Mon cousin est enfermé au poste de police de Kambia depuis deux jours à cause des enfants. Pas de caution. Aidez-nous.", intent: "urgent" },
  {
    message:
      "My cousin's widower has been charged with assault after a fight with my aunty's son over the kids. He says he was defending himself. He is on bail and needs a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "please arrange a consultation with a lawyer for a grandmother seeking guardianship she can come on monday morning", intent: "booking" },
  { message: "Au revoir et bonne journée", intent: "goodbye" },
  { message: "for the guardianship consultation what papers should the grandmother bring with her", intent: "knowledge:What to bring" },
  { message: "mi papa lef lan fo mi pikin but di ooman wey adopt am de hol di lan paper. i wan lawyer fo di lan", intent: "area:land" },
  { message: "wats d best cheap fone 4 a 12yr old", intent: "off-topic" },
  { message: "Granny wan ask: if she dai, wetin go hapen to di pikin dem? Na in sista go get dem o na di papa? (Kadi)", intent: "legal-question" },
  {
    message:
      "Please, my late cousin's daughter is living with an aunty in Freetown who starves her and burns her with a hot spoon. She called me today begging me to save her. She is scared to go back home tonight.",
    intent: "safety",
  },
  { message: "Una de open Satide? Granny wan kam (Kadi)", intent: "hours" },
  {
    message:
      "Dear Sir, a local bank has offered our Home a loan to build a new dormitory, secured on our assets. Before our Board signs, we should like your business lawyers to review the facility letter and advise.",
    intent: "area:business",
  },
  { message: "Do you have a WhatsApp number we could use while in Sierra Leone?", intent: "phone" },
  { message: "dem de tek mi go polis now, dem se i kam tif mi pikin fo di skul. mi sista de rayt dis. pls", intent: "urgent" },
  { message: "What email should I send the kids' documents to?", intent: "email" },
  {
    message: "my nephew wz sent 2 live wit a rich aunty in Goderich, now she wan tk him 2 Canada n d papers r bein done widout us. need lawyer 2 stop it",
    intent: "area:family",
  },
  {
    message:
      "We arranged a shipment of books and toys to our son's former orphanage, but the carrier delivered only half and blames the shipper. We would like to pursue a claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message:
      "We hired a nanny in Freetown under a written one-year contract while we completed the adoption. She left after two months with an advance on her salary. Could your firm help us enforce the contract?",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, our Home's accountant, whom I believe to be innocent, has been charged with fraud over the donation accounts. He is on bail and his trial begins next month. Can your criminal lawyers defend him?",
    intent: "area:criminal",
  },
  { message: "i wan kam tok to lawyer tumara, wetin taym", intent: "booking" },
  { message: "Could you recommend a tour guide for a day trip to Tacugama chimpanzee sanctuary with our son?", intent: "off-topic" },
  {
    message:
      "the police have just taken the foster parents eldest son from the school to the station at ross road he is fifteen and his mother is on the phone crying",
    intent: "urgent",
  },
  { message: "Combien d'avocates femmes avez-vous?", intent: "team" },
  { message: "What services does your firm offer? I'm trying to see if you're the right firm for my family.", intent: "services" },
  {
    message: "Dear Sir, may I request an appointment with your family lawyer for Friday afternoon concerning the guardianship of one of our wards?",
    intent: "booking",
  },
  { message: "so the thing is", intent: "unknown" },
  { message: "hw much 4 consultation?", intent: "knowledge:Fees" },
  {
    message: "Will the lawyer be able to communicate with our son's birth mother, who speaks only Limba and a little Krio?",
    intent: "knowledge:Languages spoken",
  },
  { message: "di ooman wey mi pikin de wit don sen boys dem fo bit mi, dem de folo mi now. i de run", intent: "safety" },
  { message: "ples de fo pak okada?", intent: "knowledge:Parking" },
  { message: "hw do i get 2 ur ofis frm Kissy? wich poda poda", intent: "address" },
  { message: "helo", intent: "greeting" },
  {
    message: "Granny in pikin fo London sen tu drum fo di pikin dem by ship, dem se di drum dem los na di kway. Granny wan lawyer fo klem (Kadi)",
    intent: "area:shipping",
  },
  {
    message:
      "the birth mother of a child placed for adoption two years ago now wants the child returned and the adoptive parents need a family lawyer to represent them in court",
    intent: "area:family",
  },
  { message: "what's the best way to reach the firm after hours", intent: "contact" },
  { message: "who r d lawyers dere?", intent: "team" },
  { message: "does your firm handle all kinds of legal matters or only certain types", intent: "services" },
  {
    message:
      "Please, my aunty wants to register the title deed for the land the kids' mum left, but the papers are still in the dead woman's name. We need a lawyer to do the registration.",
    intent: "area:land",
  },
  {
    message:
      "our ngo and a construction firm have a dispute over the new foster home building and both sides have agreed to mediation instead of court can your firm represent us",
    intent: "area:arbitration",
  },
  { message: "Granny se make una put am fo si lawyer nex wik, eni taym (Kadi)", intent: "booking" },
  { message: "Dear Sir, I am most grateful for your kind assistance.", intent: "thanks" },
  { message: "i got an arbitration award vs d guy who sold me a fake car 4 d kids school run, he wont pay. hw do i enforce it?", intent: "area:arbitration" },
];
