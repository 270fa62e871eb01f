import type { LabelledMessage } from "./labelled-message";

// Phone masts, telecoms and the villages around them: a Krio landowner via his grandson, a mast guard (SMS), a site engineer (formal), a widow (typos), a chief's clerk (voice-to-text), a US diaspora son (long emails), a mobile-money agent (long stories), a Guinean technician (French mix).
export const DEVELOPMENT_HUNDRED_AND_TWENTY_EIGHTH: LabelledMessage[] = [
  { message: "gud mornin", intent: "greeting" },
  {
    message:
      "Good day. Na me Alusine, I de write for me grandpa Pa Sorie Kanu. Di tower company don put dem mast na we lan since 2016 and dem nor pay di ground rent for tree year now. Grandpa wan lawyer for follow dem.",
    intent: "area:land",
  },
  {
    message: "pls help police don tek my bossman Sahr frm d mast site dis mornin say na him tif d diesel. dem de hold am na Lunsar station now",
    intent: "urgent",
  },
  { message: "Which network get di cheapest data bundle now? My customers dem de ask me every day and I nor know wetin for tell dem", intent: "off-topic" },
  { message: "Bonjour, le bureau est ouvert le samedi? I am working all the week at the sites, only Saturday I am free", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, our company's lease for a rooftop site in Kissy expires next month and the landlord refuses to renew. Is he entitled to demand that we dismantle all equipment within 30 days, or are we protected by a longer removal period under the law?",
    intent: "legal-question",
  },
  {
    message:
      "pleas help me my husban brothers dem com las nite with stik say if i no giv them the mast rent paper dem go kil me. i de hide na my neihbor hous now with my pikin dem",
    intent: "safety",
  },
  {
    message:
      "Hello, my name is Ibrahim Kanu and I live in Columbus, Ohio. My father passed last year and there is a cell tower on our family land in Kambia District; the rent has not been paid since his death. Before I engage your firm I need to understand how you charge. Is it a flat fee or hourly, and can I pay from the US by wire transfer?",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Me na mobile money agent for Bo since 2019. Di telecom give me one contract wey say dem go pay commission every month end. Last four month dem cut my commission by half and dem say na 'new policy', but nobody tell me notin before. I de look lawyer wey go check dis agent contract and follow dem for my money.",
    intent: "area:contract",
  },
  {
    message:
      "good afternoon this is the clerk for para mount chief of maforki chiefdom comma please what is the weather for port loko tomorrow because we have a meeting under the court barry full stop",
    intent: "off-topic",
  },
  { message: "Vous avez combien d'avocats dans le cabinet? how many lawyers work there", intent: "team" },
  {
    message:
      "Abeg una help! Police don cam tek me grandpa Pa Sorie from di village dis morning, dem say na him block di tower road. Dem carry am go Port Loko station. Na old man, 78 years.",
    intent: "urgent",
  },
  {
    message:
      "Good morning. I am a telecom site engineer planning to set up a small company to provide tower maintenance services to the operators. I require assistance with the company registration and with structuring the shareholding between my two partners and myself.",
    intent: "area:business",
  },
  {
    message:
      "Hi there, I'm flying into Freetown on the 14th and would like to schedule a consultation with one of your lawyers on the 16th or 17th. It's about our family land and the lease with the tower company. Please let me know what slots are available.",
    intent: "booking",
  },
  {
    message:
      "my husban die las yer. the tower compny de pay the rent for the lan to my husban brodder now. is dat rite? am the wife wit 3 pikin, dont i get rite to the mony",
    intent: "legal-question",
  },
  { message: "Is there parking available at your office for a double cabin pickup? I will be coming in the company vehicle.", intent: "knowledge:Parking" },
  {
    message:
      "bonjour, we import new antennas and batteries for the pylônes from China by ship and the container is blocked at Queen Elizabeth Quay since 3 weeks. la douane demande des papiers we dont have. Vous pouvez aider?",
    intent: "area:shipping",
  },
  { message: "wat tym d network shop open 2moro i wan do my sim registration b4 dem block am", intent: "off-topic" },
  {
    message:
      "My cousin na agent lek me. Dem charge am to court say he do SIM swap fraud, but he nor know anything about am, na di customer in own brother do am. Di case start next month for Magistrate court. We need lawyer for defend am.",
    intent: "area:criminal",
  },
  { message: "hello please can you give me the phone number for the office so the chief can call the lawyer him self question mark", intent: "phone" },
  { message: "Good evening from Atlanta!", intent: "greeting" },
  { message: "i wan do wil so wen i die the rent from the mast go to my 3 childen not my husban famly. pleas help me do it", intent: "area:family" },
  {
    message:
      "Urgent svp! my colleague technician Sekou, the soldiers take him at the site in Kabala yesterday, they say he cut the cable. he is still with them at the barracks. il n'a rien fait",
    intent: "urgent",
  },
  {
    message: "Grandpa ask: di tower company sign di lease wit me uncle Morlai, but di lan na grandpa own, nor to Morlai. Di lease good? Grandpa fit cancel am?",
    intent: "legal-question",
  },
  { message: "Una de open till wetin time? I de close my kiosk 4 o'clock den I go cam", intent: "hours" },
  {
    message:
      "Our lease with the landlord of a site in Makeni contains an arbitration clause. The landlord has raised a dispute over the annual rent escalation. We would like your firm to represent us in the arbitration rather than going to court.",
    intent: "area:arbitration",
  },
  {
    message:
      "What are all the ways I can reach your firm from the US? International calls are expensive so I'd prefer email or WhatsApp, but I'd like to know every option you have.",
    intent: "contact",
  },
  {
    message:
      "d boys dem frm d village com 2nite wit cutlass say dem go burn d generator house if company no pay. i de inside d container alone pls wat i go do",
    intent: "safety",
  },
  { message: "how much for by generator smal one for my shop", intent: "off-topic" },
  { message: "Una lawyer dem de talk Temne? Grandpa nor sabi English fine.", intent: "knowledge:Languages spoken" },
  {
    message:
      "the chiefdom council wants to check whether the land where the new tower is being built is properly registered comma can your firm do a title search for the site at mange bureh full stop",
    intent: "area:land",
  },
  {
    message:
      "Dem don lock me brother for Bo police cell since yesterday, he na agent too, one customer say he tif 2 million from am. Dem nor gree bail am. Abeg wetin we go do",
    intent: "urgent",
  },
  { message: "What kind of cases you do in your cabinet? I want to know if you do only criminal or also for travail, contrat and so", intent: "services" },
  { message: "Could you kindly share the email address to which I may send the site lease documents for review?", intent: "email" },
  {
    message:
      "My late father signed a 15 year lease with the tower company in 2012 at a rent that is now worth almost nothing after the new leone. Can we legally force them to renegotiate now, or are we stuck with that figure until 2027?",
    intent: "legal-question",
  },
  { message: "i work as guard 4 d mast 3 yrs no contract paper, d security company say dem go sack me wit no pay. i need lawyer", intent: "area:contract" },
  { message: "una get woman lawer ther? i wan talk to woman", intent: "team" },
  { message: "Quelqu'un sait how to reset the alarm on the Huawei rectifier? the site show major alarm since this morning", intent: "off-topic" },
  { message: "the para mount chief would like to book an appointment with a lawyer for next tuesday morning at 10 o'clock please confirm", intent: "booking" },
  {
    message:
      "My mother is a widow in Port Loko and my uncles are trying to take over my late father's land, including the rent from the mast on it. We need help getting letters of administration so the estate can be handled properly.",
    intent: "area:family",
  },
  { message: "hlo?? ...", intent: "unknown" },
  { message: "Wey una office dey? I de cam from Bo Friday, I nor sabi Freetown well", intent: "address" },
  {
    message: "the polis dem com tek my son now now from the hous, dem say he spoil the towr cable. he just 17. dem de carry am go. pleas help",
    intent: "urgent",
  },
  { message: "Tenki tenki, grandpa say God bless una", intent: "thanks" },
  {
    message:
      "We have a consignment of three diesel generators for our tower sites that arrived damaged at Queen Elizabeth II Quay. The shipping line denies liability. We need assistance pursuing a cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "a young man from our town has been charged with theft of batteries from the telecom site and the trial is at port loco magistrate court comma the family asks if your firm can defend him at the trial full stop",
    intent: "area:criminal",
  },
  {
    message: "If customer send money to wrong number and me as agent I don reverse am, but di telecom still cut am from my float, dem get right for do dat?",
    intent: "legal-question",
  },
  {
    message:
      "My brothers and I want to register a company in Sierra Leone to hold the family land and manage the lease income from the tower. Is that something your business team handles?",
    intent: "area:business",
  },
  {
    message:
      "Grandpa and di tower people dem don quarrel over di rent too long. Di chief say make we settle am outside court. Una de help for dat kine mediation?",
    intent: "area:arbitration",
  },
  {
    message: "Quick question, not really legal: does anyone know if I can buy airtime online from the US and send it straight to my mom's number in Kambia?",
    intent: "off-topic",
  },
  {
    message:
      "the tower peple want put new mast on my lan behin the hous. the man bring paper for me sign but i no sabi read wel. i want lawer to read the leas befor i sign",
    intent: "area:land",
  },
  {
    message:
      "Our security guard at the Waterloo site was taken by police about an hour ago after an altercation with the landlord's sons. He is currently at Waterloo police station and has not been told the charge. We need a lawyer to attend immediately.",
    intent: "urgent",
  },
  { message: "Grandpa wan know wetin una de do. Una de handle only court case or una de help wit lan and lease paper too?", intent: "services" },
  { message: "what time does the office close on friday because the chief travels from port loko and may arrive after three p m", intent: "hours" },
  {
    message: "d generator fall on my leg wen we de change am, leg brok, 2 month no work. d company say na my fault. dem fit refuse pay me hospital money?",
    intent: "legal-question",
  },
  {
    message:
      "I wan tell una sometin. Last year one man cam my kiosk, he do cash out 5 million wit fake ID card. Police investigate and now dem say me na accomplice because I nor check di ID well. Dem charge me and di case de go High Court next term. I nor know di man before, I swear. I need lawyer for stand for me for di trial.",
    intent: "area:criminal",
  },
  {
    message: "I would like to take rendez-vous with a lawyer next week, mercredi or jeudi, after 2pm if possible. c'est pour mon contrat avec la société",
    intent: "booking",
  },
  { message: "good morning to the lawyers from the office of the chief full stop", intent: "greeting" },
  {
    message:
      "One man wey I refuse give cash out because di PIN wrong de follow me every night since Monday, he say he go do me bad. Today he stand by my kiosk wit knife. I fraid for go home.",
    intent: "safety",
  },
  {
    message:
      "Grandpa get four wife and plenty pikin. Him wan share di mast rent and di lan before him die so dem nor fight after. Una fit help am write him will?",
    intent: "area:family",
  },
  { message: "my fone no de charg wen i plug am, wat i do", intent: "off-topic" },
  {
    message:
      "I was told by a family friend that Mohamed Conteh at your firm handles land matters. Could you tell me a bit about his experience, especially with lease disputes involving telecom companies?",
    intent: "attorney:Mohamed Conteh",
  },
  {
    message:
      "I don get three kiosk now and I wan register dem as proper business, get business name and bank account for di float. Una de help small business lek me for register?",
    intent: "area:business",
  },
  { message: "dem don hol me 4 d station since yestaday say i sell d batteries. no food. pls send lawyer 2 kissy police", intent: "urgent" },
  {
    message:
      "Dear team, our family has been going back and forth with the tower operator for almost two years over unpaid ground rent. Neither side really wants to go to court because it takes forever, and their regional manager suggested arbitration. Can your firm represent our family in that process?",
    intent: "area:arbitration",
  },
  { message: "wen i com to see lawer wat paper i for bring. i get only the leas paper and my husban deth certficate", intent: "knowledge:What to bring" },
  {
    message:
      "A vessel carrying our shipment of tower steel sections was delayed at port for six weeks and the owners are now claiming demurrage against us under the charter party. We require legal representation on this matter.",
    intent: "area:shipping",
  },
  {
    message:
      "My contract with the sub-contractor say 'technicien indépendant' but I work every day only for them, with their uniform, since 4 years. So am I employee or not? They can finish me without préavis?",
    intent: "legal-question",
  },
  { message: "hw much d tower company de pay guard now? dem de employ?", intent: "off-topic" },
  { message: "How I go reach una? Call, WhatsApp, email, anyting, just tell me all", intent: "contact" },
  {
    message:
      "We need a supply contract drafted for diesel delivery to 40 tower sites across the Northern Province, with penalty clauses for late delivery. Please advise whether your firm can undertake this.",
    intent: "area:contract",
  },
  {
    message:
      "please urgent the police have arrested the chief's son at the tower site this afternoon comma they said he was leading the protest comma he is at lunsar police station now full stop",
    intent: "urgent",
  },
  { message: "C'est où exactement le bureau? Siaka Stevens street which number?", intent: "address" },
  { message: "num 4 ur office pls", intent: "phone" },
  {
    message:
      "Abeg una help, some boys from di next village don cam wit stick and dem de beat grandpa in brother say di mast money na for dem. Dem still dey outside di house now.",
    intent: "safety",
  },
  {
    message:
      "The company want to extend the site for the new generator but the voisin say part of the land is his. Now there is boundary dispute and the works are stop. Who can help for that?",
    intent: "area:land",
  },
  {
    message:
      "Quick legal question before I travel: my uncle signed the tower lease on behalf of the family while my grandfather was still alive, and he's been pocketing the rent ever since. Does my grandfather's estate have a claim to the rent he collected, and how far back can we go?",
    intent: "legal-question",
  },
  { message: "Can you recommend a reliable supplier of galvanised steel bolts in Freetown?", intent: "off-topic" },
  {
    message: "we want to schedule a meeting with a land lawyer for the chief and the elders this month please let us know the available days",
    intent: "booking",
  },
  { message: "i want to see the lawer mondy pleas. wat tim i com", intent: "booking" },
  { message: "Una office de open Sunday? Na only Sunday grandpa fit travel cam town.", intent: "hours" },
  {
    message:
      "Can you give me a general overview of the kinds of matters your firm handles? I'm trying to work out if you're the right fit for several family issues back home.",
    intent: "services",
  },
  {
    message:
      "Me sister and her husband don separate and him nor de give am money for di two pikin again. She wan go court for maintenance. Una de do dat kind case?",
    intent: "area:family",
  },
  { message: "okay so the thing we discussed the um", intent: "unknown" },
  {
    message:
      "One of our former employees has been charged with vandalism of a base station and his trial starts next month. He has asked us to help him find defence counsel. Does your firm take on criminal defence of this kind?",
    intent: "area:criminal",
  },
  {
    message: "Na now now dem cam! Police dey for my kiosk dey tek me husband go, dem say he register SIM for tif dem. Abeg send lawyer quick quick",
    intent: "urgent",
  },
  { message: "Thank you for the prompt response. Much appreciated.", intent: "thanks" },
  { message: "How much una de charge for lawyer? Grandpa nor get plenty money, only di mast rent wey dem nor pay.", intent: "knowledge:Fees" },
  {
    message:
      "Nous voulons créer une petite société here in Freetown for solar installation at telecom sites, with two Sierra Leonean partners. We need help for the registration and the statuts.",
    intent: "area:business",
  },
  { message: "Abeg una sabi how much dem de sell solar panel for charge phone dem na kiosk?", intent: "off-topic" },
  { message: "the compny say my husban sign leas for 25 yer. can i stop it now he is ded or i must wait?", intent: "legal-question" },
  {
    message:
      "the tower company and the town elders have agreed to go for mediation over the noise of the generator comma can your firm help the elders in the mediation full stop",
    intent: "area:arbitration",
  },
  {
    message:
      "Please I need help urgently. My younger brother was picked up by police in Makeni last night after an argument with the tower company's staff. Family says he's still at the station and they won't let anyone see him. I'm in Maryland and can't get there. What can you do right now?",
    intent: "urgent",
  },
  {
    message: "Di man from di tower company bring new contract paper for grandpa sign for di rent increase. Grandpa wan una look am well before he sign.",
    intent: "area:contract",
  },
  { message: "What's the best email to send my documents to? I have scans of the deed and the original lease.", intent: "email" },
  { message: "If I cam wit my okada, una get place for park am?", intent: "knowledge:Parking" },
  {
    message:
      "Aidez-moi, at the site in Kono some men with machete surround the shelter, they say they will kill the stranger who take their job. I am inside with the door lock.",
    intent: "safety",
  },
  { message: "Could you tell me how many lawyers are in the firm and their areas of expertise?", intent: "team" },
  {
    message:
      "My uncle send me container from Guangzhou with 500 phone and solar charger for my shop. When dem open am at di Quay, half di box dem don wet and spoil. Di shipping company say nor to dem fault. I need lawyer for claim dat loss.",
    intent: "area:shipping",
  },
  { message: "Salut, bonsoir à tous", intent: "greeting" },
  {
    message:
      "La société de maintenance owe me 3 months salary. My contract say they pay every 30th of the month. I want a lawyer to write them and recover my money.",
    intent: "area:contract",
  },
  { message: "please can you help the chief write a speech for the opening of the new tower in the town full stop", intent: "off-topic" },
  { message: "dem tek my broda in law las nite to CID, he dey ther stil, dem say he fraud the mast rent. his wife de cry. pleas wat we do", intent: "urgent" },
  {
    message:
      "Hello, I'm writing from Houston. Our family land in Koinadugu has never been properly surveyed, and now a second operator wants to put another tower on it. Before we sign anything, we'd like a full title search and confirmation of the boundaries. Is this something you can take on?",
    intent: "area:land",
  },
  {
    message:
      "Di telecom say if I nor reach target for three month dem go terminate my agent contract and keep my deposit of 5 million. Dem fit keep my deposit so?",
    intent: "legal-question",
  },
  { message: "u open 2day? its holiday", intent: "hours" },
  {
    message:
      "the youth of the village are gathering at the tower site with sticks and they are threatening the company workers and the guard comma the chief is afraid there will be fighting tonight please advise full stop",
    intent: "safety",
  },
  {
    message:
      "My father had two families, one in Freetown and one in the village, and both are now claiming the rent from the tower on his land. We want the estate properly distributed through probate. Can your family team help?",
    intent: "area:family",
  },
  { message: "Grandpa wan cam see lawyer next week. Abeg put am down for Wednesday morning.", intent: "booking" },
  {
    message:
      "The ship bringing our generators from Antwerp arrive with wrong bill of lading, the consignee name is wrong, so the port refuse to release. On perd de l'argent chaque jour. Can you handle this?",
    intent: "area:shipping",
  },
  { message: "Una get lawyer wey sabi mobile money business? How many lawyer dey na una office?", intent: "team" },
  { message: "Is there good mobile coverage in Kambia district these days? Thinking of buying my mom a smartphone for video calls.", intent: "off-topic" },
  { message: "dem charge me 4 tif d generator fuel, court date nxt wk. i no do am, na d supervisor sell am. i need lawyer 4 court", intent: "area:criminal" },
  {
    message:
      "Two of our riggers were detained by soldiers at a checkpoint near Kailahun this morning and are still being held. They were carrying company equipment with proper documentation. Please advise how quickly a lawyer can intervene.",
    intent: "urgent",
  },
  { message: "Il y a quelqu'un qui parle français dans le cabinet? My English is not so good for explain everything", intent: "knowledge:Languages spoken" },
  {
    message:
      "Me and di telecom don get problem over di commission dem owe me. My contract get clause wey say any dispute go for arbitration in Freetown. I don write dem tree time, dem nor answer. I wan una take di case to arbitration.",
    intent: "area:arbitration",
  },
  { message: "ok tnx bro", intent: "thanks" },
  {
    message:
      "the chiefdom wants to form a community company to receive the tower rent and invest it for the town comma can your firm register the company and draft the rules full stop",
    intent: "area:business",
  },
  {
    message:
      "Di generator de make noise all night and di smoke de cam inside grandpa house. Doctor say na di smoke make grandpa cough. Di company get right for put generator so near house? Grandpa fit sue dem?",
    intent: "legal-question",
  },
  { message: "Could you send me the WhatsApp number? That's easiest for me from the States.", intent: "phone" },
  { message: "Abeg who win di match yesterday, Kallon or East End Lions?", intent: "off-topic" },
  {
    message:
      "We are acquiring a new site in Bo and need the land documents verified, the conveyancing handled and the lease properly registered. Please confirm your firm can act for us.",
    intent: "area:land",
  },
  { message: "my husban famly say if i no lef the hous where the mast de dem go burn am wit me insid. dem com evry nite now. i fraid", intent: "safety" },
  {
    message:
      "svp mon frère Alpha est en garde à vue at Congo Cross police since two days because of SIM registration with his Guinean passport. they dont release him. aidez-nous",
    intent: "urgent",
  },
  { message: "where is your office we are coming from port loco by poda poda tomorrow comma which street do we stop at full stop", intent: "address" },
  {
    message: "i sign paper wit the mobil mony compny to be agent but now dem say i owe them mony i dont know. i want lawer check the contrak",
    intent: "area:contract",
  },
  { message: "wat kain case una de do", intent: "services" },
  {
    message:
      "Under our lease the landlord granted 24-hour access to the site. His nephew has now padlocked the gate and is demanding a fee for each visit. Is he legally entitled to do this, and what remedy do we have?",
    intent: "legal-question",
  },
  { message: "I wan make appointment wit lawyer for my agent contract matter. Any day after 3pm good for me because I de close kiosk.", intent: "booking" },
  { message: "Grandpa ask if una sabi how for make di phone show big letter, him eye nor good", intent: "off-topic" },
  {
    message:
      "My cousin in Bo is facing trial for allegedly running a mobile money scam. The family believes he was set up by his business partner. We're looking for a strong criminal defence lawyer for the trial. Does your firm take cases in Bo?",
    intent: "area:criminal",
  },
  { message: "Could you confirm your office hours? I would like to drop off documents during lunch.", intent: "hours" },
  { message: "Una email address? Me cousin for London wan send una di lease paper.", intent: "email" },
  {
    message:
      "the police have come to the chief's compound right now to take the chief's clerk away that is me comma they say i forged the lease signature please send someone now full stop",
    intent: "urgent",
  },
  {
    message: "Me papa die and lef me di kiosk and small land wey di mast dey. Me stepmother say all na for her. We need lawyer for di inheritance matter.",
    intent: "area:family",
  },
  {
    message: "Does your firm have lawyers who specialise in both land and inheritance? Just want to know who's on the team before I reach out.",
    intent: "team",
  },
  { message: "som men dey hide near d mast wit gun i tink dem wan rob d diesel. i de inside alone, i fear. wat i do", intent: "safety" },
  {
    message:
      "When I come in for the consultation, what documents should I bring? I have the lease, my father's death certificate, and some bank statements showing the last rent payment.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Our company is seeking a local partner for a tower-sharing investment. We require advice on the joint venture structure, the shareholder agreement and the regulatory filings.",
    intent: "area:business",
  },
  { message: "Awright, we go talk later. Bye bye", intent: "goodbye" },
  {
    message: "the mast compny give me 2 milion one tim to sign. now i hear dem pay othr peple every yer. dem cheat me? can i ask them pay more",
    intent: "legal-question",
  },
  {
    message:
      "My brother shipped a container of used generators from Baltimore to Freetown for his business, and the shipping line released it to the wrong person at the Quay. Can your shipping lawyers help recover it?",
    intent: "area:shipping",
  },
  { message: "What is the current exchange rate of the dollar to the leone?", intent: "off-topic" },
  { message: "how i go reach una. i no get data all the tim", intent: "contact" },
  { message: "d company and d landlord dem wan settle d rent palava witout court. dem say mediation. una de do am?", intent: "area:arbitration" },
  {
    message:
      "Dem don carry me and my two boy dem go Bo central police now now. Na me de write from inside with my phone, dem say na we do di fraud. Abeg send lawyer!",
    intent: "urgent",
  },
  { message: "c'est pour le truc là", intent: "unknown" },
  {
    message:
      "how much does your firm charge for a land case comma the chiefdom will pay part now and part later full stop can we pay in two parts question mark",
    intent: "knowledge:Fees",
  },
  {
    message: "I would like to arrange a consultation with your contract lawyer regarding a dispute with our diesel supplier. Thursday afternoon would suit.",
    intent: "booking",
  },
  {
    message:
      "We have obtained an arbitral award against a landlord in Kenema who refused to honour the site lease. He is simply ignoring the award. We need assistance enforcing it through the courts.",
    intent: "area:arbitration",
  },
  { message: "hw 2 borrow airtime on my line, d code no work", intent: "off-topic" },
  {
    message:
      "My father, 71, was taken from his house in Kambia by police at dawn today over the tower land dispute. My sister just called me crying. He has high blood pressure and they haven't let him take his medicine. Please, can someone go to the station?",
    intent: "urgent",
  },
  {
    message:
      "If I get injure at the site because the tower ladder is broken and the company knew it, can I claim compensation even if I am étranger without work permit?",
    intent: "legal-question",
  },
  {
    message:
      "the tower company says the lease was signed with the previous chief comma the new chief says the land belongs to the chiefdom and the lease must be redone comma we need a land lawyer to look at the lease documents full stop",
    intent: "area:land",
  },
  { message: "helo good afternun", intent: "greeting" },
  {
    message:
      "My ex-husband don hear say I get money for di kiosk float. Last night he break my kiosk door and slap me, he say he go cam back tonight for collect all. I de hide for my sister house. Abeg wetin I go do?",
    intent: "safety",
  },
  {
    message:
      "I was offered a contract as a field engineer with a tower company in Freetown, starting next month. Before I sign and relocate from the US, I'd like a lawyer to review the employment contract, especially the termination and relocation clauses.",
    intent: "area:contract",
  },
  { message: "i wan see lawyer abt my leg injury case. wen i fit cam? pls giv me time", intent: "booking" },
  { message: "Vous faites quoi exactement comme travail? do you also help foreigners?", intent: "services" },
  { message: "Does anyone know the current price of diesel per litre in Makeni?", intent: "off-topic" },
  {
    message:
      "the widow of the late section chief wants to adopt her late husband's grandson who lives with her at the compound comma can your family lawyers handle the adoption full stop",
    intent: "area:family",
  },
  {
    message: "Somebody tell me say Christiana Thomas na di best for agent contract. Na true she de una office? Wetin she de handle?",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "Police don cam di village wit truck, dem de tek grandpa and me uncle Morlai right now because of di tower fight. Abeg help us!",
    intent: "urgent",
  },
  {
    message:
      "A former site supervisor is being prosecuted for diverting company fuel. He maintains that the company's records are inaccurate. He is on bail and the hearing is next month. He wishes to know whether your firm can defend him.",
    intent: "area:criminal",
  },
  { message: "wat tim una open in the mornin? i com erly", intent: "hours" },
  { message: "I'll be renting a car while I'm in Freetown. Is there somewhere to park near your office?", intent: "knowledge:Parking" },
  { message: "me and 2 guard frends wan start our own security company 4 guard d towers. hw we go register am? u de help?", intent: "area:business" },
  {
    message:
      "the telecom company built the tower without permission from the chiefdom council comma does the council have the power to order them to remove it question mark",
    intent: "legal-question",
  },
  { message: "quelle est la meilleure carte SIM pour appeler la Guinée pas cher?", intent: "off-topic" },
  {
    message:
      "I order POS machine and solar panel from Dubai by sea. Di ship don arrive three weeks now but customs at di Quay say my invoice nor correct and dem want big duty. Una get lawyer for port and customs matter?",
    intent: "area:shipping",
  },
  { message: "Please provide your office telephone number.", intent: "phone" },
  {
    message:
      "my husban buy the lan befor he die and the mast is ther. but no paper for the lan, only receet. i want to get the titel dead for the lan in my name",
    intent: "area:land",
  },
  { message: "boss pls d army boys dem tek me frm d site 2day, dem de hold me 4 der camp since mornin, dem say i de spy. help", intent: "urgent" },
  { message: "please how many lawyers does the firm have and is any of them from the northern province full stop", intent: "team" },
  {
    message:
      "Le sous-traitant and the main company have a dispute about payment for 12 sites. The contract say arbitration in Freetown. I work for the sous-traitant and the boss ask me to find a firm for the arbitrage.",
    intent: "area:arbitration",
  },
  {
    message:
      "Di man dem wey want di mast money don cam again wit cutlass, dem say dem go kill grandpa tonight if he nor sign di paper. Grandpa de inside di house with me now.",
    intent: "safety",
  },
  {
    message:
      "Hypothetically, if the tower company never registered the lease with the Ministry of Lands, is the lease still binding on us as the heirs? Or can we treat it as void and negotiate fresh terms?",
    intent: "legal-question",
  },
  { message: "una lawer speak Mende? my English no good", intent: "knowledge:Languages spoken" },
  { message: "Abeg gi me una email. I wan send di contract picture.", intent: "email" },
  {
    message: "Dem accuse me uncle say he tif di tower battery. Police don release am on bail but di case de go court. Grandpa wan una defend am.",
    intent: "area:criminal",
  },
  {
    message: "Could I book a 30-minute video call with a lawyer sometime next week? Evenings Freetown time work best because of the time difference.",
    intent: "booking",
  },
  { message: "please can your office recommend a good mechanic to repair the chief's generator full stop", intent: "off-topic" },
  { message: "una office dey na which side 4 town", intent: "address" },
  {
    message:
      "URGENT: Our site engineer was detained this morning by police in Kenema following a complaint by the landlord. He remains in custody and we have not been able to speak to him. Please dispatch counsel.",
    intent: "urgent",
  },
  {
    message:
      "My wife she is Sierra Leonean and we separate now. She take the children to Kenema and I cannot see them. I want the garde of the children, or at least to visit. Can you help?",
    intent: "area:family",
  },
  { message: "thank you very much for the information the chief is grateful full stop", intent: "thanks" },
  {
    message:
      "Grandpa lend di tower workers one room for store dem tin dem, dem sign paper say dem go pay every month. Now dem nor pay for six month. Grandpa wan una follow dem for dis agreement.",
    intent: "area:contract",
  },
  {
    message:
      "My contract say I nor fit work for another network as agent. But dem nor pay me for three month. I fit start work for di other network now or dem go sue me?",
    intent: "legal-question",
  },
  {
    message: "Does your firm provide general corporate and regulatory services to telecom operators, or do you focus mainly on individuals?",
    intent: "services",
  },
  {
    message:
      "Je veux ouvrir un compte bancaire for my small technical company here, the bank ask many documents for the company. Can your business lawyers help me with this?",
    intent: "area:business",
  },
  { message: "ok bye", intent: "goodbye" },
  { message: "how i go recharg my fone wit mobil mony", intent: "off-topic" },
  {
    message:
      "One of our technicians has just phoned to say a crowd has surrounded the site at Masiaka and is throwing stones at him. He has locked himself in the equipment shelter. What should we do?",
    intent: "safety",
  },
  { message: "If grandpa cam, wetin he for carry? Him get only di old lease paper wey rat don chop small.", intent: "knowledge:What to bring" },
  { message: "How can I contact you? par téléphone, email, tout.", intent: "contact" },
  {
    message:
      "the tower materials for the island site were sent by boat from the quay and the shipping agent now says the cargo is lost comma the chiefdom paid for part of it and wants to claim full stop",
    intent: "area:shipping",
  },
  { message: "Please schedule a meeting for our regional manager with your land lawyer at the earliest convenience.", intent: "booking" },
  { message: "Una de work Saturday morning? Na only Saturday I fit lef di kiosk for my sister.", intent: "hours" },
  { message: "the polis dem dey for my door now dem wan tek me say i sign the leas for the mast wit fals paper. pleas com fast", intent: "urgent" },
  {
    message:
      "Long story short: I rent one small land near di mast for put my kiosk. Di landlord don sell di whole land to di tower company and now di company say make I lef in one week, but I pay rent up to December. I need lawyer for dis land matter.",
    intent: "area:land",
  },
  { message: "La police vient de m'arrêter à Kambia, I am in the cell now, they say my papers not good. svp envoyez un avocat", intent: "urgent" },
  { message: "Grandpa wan know if di red light wey de blink on top di tower at night fit harm di chicken dem", intent: "off-topic" },
  {
    message: "my husban brodder sign the leas for the mast wen my husban was sik in hospitl. he sign his own name not my husban. is the leas valid?",
    intent: "legal-question",
  },
  { message: "Good morning.", intent: "greeting" },
  {
    message: "d landlord sons beat me 2day wit stick at d gate, dem say if i com back 2moro dem go kill me. i de bleed, i no go hospital yet",
    intent: "safety",
  },
  {
    message:
      "the chiefdom signed a contract with a contractor to build the access road to the tower and he took the money and did not finish comma we want the contract enforced full stop",
    intent: "area:contract",
  },
  { message: "Je voudrais un rendez-vous demain matin si possible, pour mon problème de salaire.", intent: "booking" },
  { message: "What are your office hours in GMT? I want to call during my lunch break here in New York.", intent: "hours" },
  { message: "i want to open smal shop to sell sim card and do mobil mony. wat paper i need to register the busnes. can una help me", intent: "area:business" },
  { message: "Abeg una de handle small people matter lek mobile money agent problem, or na only big company case una de do?", intent: "services" },
  {
    message:
      "the chief has just been taken by soldiers from his house to the barracks at teko because of the tower land quarrel comma please we need a lawyer now full stop",
    intent: "urgent",
  },
  { message: "hw much 4 lawyer? i be guard, small pay. una de do legal aid?", intent: "knowledge:Fees" },
  {
    message:
      "I am writing on behalf of a colleague who recently lost her husband. She needs assistance obtaining probate for his estate, which includes a parcel of land leased to our company. Can your family lawyers assist?",
    intent: "area:family",
  },
  { message: "Totally unrelated, but can you recommend a decent hotel near your office for my stay in Freetown?", intent: "off-topic" },
  {
    message: "my brother work 4 d ship wey bring d tower parts, d ship owner no pay d crew 4 4 month. d ship de na d quay. lawyer fit help d crew?",
    intent: "area:shipping",
  },
  {
    message:
      "Our lease requires the landlord's consent before we sublet space on the tower to another operator. The landlord is withholding consent unless we pay him half of the sharing fee. Is he entitled to make such a demand?",
    intent: "legal-question",
  },
  {
    message: "dem say my son tif cable from the tower and now he de go cort 2 weeks tim. he is in hous now on bail. i want good lawer for defen him",
    intent: "area:criminal",
  },
  { message: "is there a place for the chief's car to park at the office or should we park on the street full stop", intent: "knowledge:Parking" },
  {
    message:
      "Di company and di village don agree make one neutral person settle di ground rent matter. Grandpa want una lawyer for stand for am for dat arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "Abeg! Dem don hold me sister for Kenema police since Friday, say she register SIM card for tif people. She get baby wey de suck breast. Dem nor allow we see am.",
    intent: "urgent",
  },
  { message: "How many lawyer una get? Grandpa want old lawyer wey sabi village lan palava.", intent: "team" },
  {
    message:
      "My mother just called me from Kambia. A group of men are outside her house shouting that they'll burn it down unless she hands over the tower lease money. She's alone. What can be done right now?",
    intent: "safety",
  },
  {
    message:
      "Mon patron wants to buy the small land near the site for the generator house. He needs a title search and the papers for the conveyance. You do that?",
    intent: "area:land",
  },
  { message: "wat is una fone numba pleas", intent: "phone" },
  { message: "pls hw 2 check my mobile money balance, i forget d code", intent: "off-topic" },
  { message: "Una fit book me for see lawyer Saturday? If una nor open Saturday, wetin time una de close for weekday?", intent: "booking", also: ["hours"] },
  {
    message:
      "We've discovered the tower company has been paying rent into an account my uncle opened in my late father's name. Do we have legal grounds to make my uncle repay all of it, and would the police treat this as theft?",
    intent: "legal-question",
  },
  {
    message:
      "L'entreprise wants me to sign an avenant to my contract, reducing my salary by 30 percent. I want a lawyer to read and negotiate it before I sign.",
    intent: "area:contract",
  },
  { message: "what is your email address so the chief can send the letter from the telecom company full stop", intent: "email" },
  { message: "d police tek my fren Musa d night guard 4rm d mast now now, dem say d solar panel lost. dem de carry am go", intent: "urgent" },
  { message: "i get problm pleas", intent: "unknown" },
  {
    message:
      "I'd like to invest in a tower-sharing startup in Freetown with a couple of friends from the diaspora. We need help with company formation, a shareholders' agreement and the investment rules. Who at your firm handles business matters like that?",
    intent: "area:business",
  },
  { message: "Are you open during the lunch hour, or do you close between 1 and 2?", intent: "hours" },
  { message: "Somebody don tell me say una de give job for young people. I fit get work as secretary?", intent: "off-topic" },
  { message: "my wife lef wit d pikin dem, she no let me see dem. i want court 4 custody. una de do dat", intent: "area:family" },
  {
    message: "Un homme armé me menace at the site at night, he say if I report him to the company he kill me. He come every night. J'ai peur.",
    intent: "safety",
  },
  { message: "Thanks so much, this is really helpful!", intent: "thanks" },
  {
    message:
      "the telecom company has stopped paying the community development fund that was in the agreement with the chiefdom comma can the chiefdom take them to court and how much can we claim question mark",
    intent: "legal-question",
  },
  {
    message:
      "We chartered a vessel to deliver tower equipment to Sherbro Island and the owner has withdrawn the vessel mid-charter. We require representation on the charter party dispute.",
    intent: "area:shipping",
  },
  { message: "Grandpa wan meet lawyer face to face. Una fit give am appointment next Monday?", intent: "booking" },
  { message: "How we fit reach una? Grandpa nor get phone, na me phone he de use.", intent: "contact" },
  {
    message:
      "Di police charge me for 'obtaining money by false pretences' because one customer say I cheat am. I get bail, but di court date na next month. I wan lawyer for defend me.",
    intent: "area:criminal",
  },
  { message: "my brodder in law de beat me now becos i tek the rent mony. he de outsid shouting. help me pleas", intent: "safety" },
  {
    message:
      "One of our field technicians has been held overnight at a police post in Kono by officers who claim he lacked a permit. He has not been charged. We request immediate legal assistance.",
    intent: "urgent",
  },
  { message: "Una lawyer dem sabi Krio? I nor de talk English well-well.", intent: "knowledge:Languages spoken" },
  { message: "the tower compny and me we want to setle the rent problm witout going to cort. can una do the mediashon", intent: "area:arbitration" },
  { message: "okay goodbye and have a good day full stop", intent: "goodbye" },
  { message: "Where exactly is your office? I'll be coming straight from Lungi airport.", intent: "address" },
  { message: "please how do we register the chief's new sim card the network people say we need national i d full stop", intent: "off-topic" },
  { message: "pleas can i mek apointmen for thursday. i wan talk about my husban lan", intent: "booking" },
  {
    message:
      "I just got a WhatsApp from my cousin. Police came to our family compound in Port Loko an hour ago and took my grandmother's caretaker, saying he damaged the tower fence. He's at the station now. Can someone go there today?",
    intent: "urgent",
  },
  {
    message:
      "Di telecom give me super-agent contract last year. Dem promise say dem go supply float and pay monthly bonus. Now dem give my area to another person and dem nor pay me bonus for six month. I want lawyer wey go enforce my contract.",
    intent: "area:contract",
  },
  { message: "Where I can buy spare fuse for the Perkins generator in Freetown? c'est pour un site à Lunsar", intent: "off-topic" },
  { message: "d company owe me 5 month salary den sack me. dem say na becos i sleep 4 duty. dem fit refuse pay d 5 month?", intent: "legal-question" },
  {
    message:
      "Grandpa in brother sell part of di family lan near di tower to one man from Freetown witout tell anybody. Grandpa wan stop di sale and fix di lan paper.",
    intent: "area:land",
  },
  { message: "Hello una, how di day?", intent: "greeting" },
  {
    message:
      "the telecom company's security men have beaten a young man from the village at the tower gate and the villagers are now going there with machetes comma the chief fears people will be killed please help full stop",
    intent: "safety",
  },
  {
    message:
      "My parents are divorcing after 30 years, and the main asset is the land in Bo that the tower sits on. My mother needs a family lawyer to handle the divorce and make sure the property is shared fairly.",
    intent: "area:family",
  },
  { message: "You have lawyers women and men? combien au total?", intent: "team" },
  {
    message:
      "We are an infrastructure company intending to open a Sierra Leone branch to manage tower assets. We require assistance with registration, governance documents and opening corporate bank accounts.",
    intent: "area:business",
  },
  { message: "is Hawa Turay stil ther? my sista say she help her wit the will befor", intent: "attorney:Hawa Turay" },
  {
    message:
      "Dem don tek grandpa pikin, me uncle Sheku, go Port Loko prison two day now, say he burn di tower generator. Nobody tell we when court. Abeg una help am.",
    intent: "urgent",
  },
  { message: "is the office open on public holidays like independence day question mark", intent: "hours" },
  {
    message:
      "I am accused of theft of copper cable from the site where I work. The case is in court at Makeni and I have bail. I need an avocat for my defense.",
    intent: "area:criminal",
  },
  {
    message:
      "Before I go into detail, could you list the practice areas your firm covers? I have a few related issues (land, inheritance, maybe a contract) and want to make sure you cover them all.",
    intent: "services",
  },
  { message: "my pikin wan study telecom engineering. which univasity good for that?", intent: "off-topic" },
  {
    message:
      "Di tower company workers dem cut grandpa palm tree and mango tree when dem de build di fence, nobody pay. Grandpa get right for collect money for di tree dem? How much?",
    intent: "legal-question",
  },
  {
    message:
      "the fishing boat of a man from our chiefdom was hit by the supply vessel carrying tower materials at the wharf comma the boat is destroyed and he wants to claim from the ship owner full stop",
    intent: "area:shipping",
  },
  {
    message: "Wetin I go bring for di meeting? I get my agent contract, di SMS dem from di telecom, and my float record book. Dat do?",
    intent: "knowledge:What to bring",
  },
  { message: "pls dem lock me up na d police post 4 Makeni since las nite, dem no tel me wetin i do. my phone batri low", intent: "urgent" },
  {
    message:
      "My family and the tower company have both agreed to mediation under the chiefdom's supervision, but we'd like professional representation. Do you handle mediation and arbitration of this kind?",
    intent: "area:arbitration",
  },
  { message: "Abeg wetin be una WhatsApp number? Na dat one easy for me.", intent: "phone" },
  {
    message: "my late husban sista and her son dey hold me neck now saying i mus giv dem the mast mony. dem de in my hous. i de write from bathroom",
    intent: "safety",
  },
  { message: "What is the recommended earthing resistance for a telecom tower in laterite soil?", intent: "off-topic" },
  {
    message:
      "We need a conveyancing lawyer: my siblings and I want to transfer the land where the tower stands into all our names properly and register it. Can your land team handle it?",
    intent: "area:land",
  },
  { message: "Votre adresse email svp?", intent: "email" },
  {
    message: "I would like to book an appointment with a lawyer to review a site acquisition agreement. Please advise your earliest availability.",
    intent: "booking",
  },
  {
    message: "d security company mek me sign contract i no understand, now dem cut my pay 4 d days i sick. i want lawyer check d contract",
    intent: "area:contract",
  },
  {
    message: "If I close my kiosk and I nor want be agent again, di telecom must return my float and my deposit? Or dem fit hold am?",
    intent: "legal-question",
  },
  {
    message:
      "Svp, my cousin was arrested at the border at Gbalamuya this morning, the police keep him because of the SIM cards he carry for the company. Il est toujours là-bas.",
    intent: "urgent",
  },
  { message: "tank u so much", intent: "thanks" },
  { message: "my papa die, d lan wey d mast dey na 4 im. my uncles wan tek am. i be d first son. need lawyer 4 inheritance", intent: "area:family" },
  { message: "Grandpa ask: di network bad for di village, who we go complain to make dem fix di signal?", intent: "off-topic" },
  { message: "Could you please provide directions to your office? I will be driving from Wilberforce.", intent: "address" },
  {
    message:
      "the youth group of the chiefdom wants to register a cooperative to do mobile money and sell airtime comma can your firm help us with the registration full stop",
    intent: "area:business",
  },
  { message: "u open 2nite? i close work 7", intent: "hours" },
  { message: "Could you provide an indication of your fees for reviewing a standard site lease agreement?", intent: "knowledge:Fees" },
  { message: "Could you list all the ways to get in touch with the firm? Phone, WhatsApp, email, whatever you have.", intent: "contact" },
  { message: "the polis com to tek my dauter now bcos the mast compny say she stole the solar batry. she crying. pleas help", intent: "urgent" },
  {
    message:
      "I hear say una get lawyer for arbitration. I get paper from di arbitration wey say di company must pay me, but dem nor pay. How una fit help me make dem pay?",
    intent: "area:arbitration",
  },
  {
    message: "Di youth dem don vex, dem de throw stone on grandpa house now because dem say he collect di tower money alone. Abeg wetin we go do?",
    intent: "safety",
  },
  { message: "How many lawyers are on your team, and do any of them have experience with clients based abroad?", intent: "team" },
  {
    message:
      "a boy from the village was charged for stealing a battery from the mast and he was convicted last week comma the family wants to appeal the judgment full stop",
    intent: "area:criminal",
  },
  { message: "wat work una do? una help widow peple?", intent: "services" },
  {
    message: "The site manager tell me if I leave the job before the end of contract I must pay back the training cost. C'est légal ça?",
    intent: "legal-question",
  },
  { message: "Is it possible to send money by mobile money from the US to Sierra Leone directly? Which app is cheapest?", intent: "off-topic" },
  {
    message:
      "Grandpa son for Guinea send am rice and cement by boat to Freetown but di goods nor reach. Di boat owner say di goods fall for water. Grandpa wan claim.",
    intent: "area:shipping",
  },
  { message: "Bon, au revoir et à bientôt", intent: "goodbye" },
  {
    message: "the chief asks if the lawyer can come to meet him in port loco next week or should we come to freetown for the appointment full stop",
    intent: "booking",
  },
  {
    message:
      "My uncle in Kenema has been charged with forging a lease document with the tower company. He's out on bail, but the trial starts in a few weeks and he insists the signature is genuine. We'd like your criminal team to defend him. What's the next step?",
    intent: "area:criminal",
  },
  { message: "any1 know hw 2 fix d padlock wey rust 4 d generator house? key no turn", intent: "off-topic" },
  {
    message:
      "the police are at the chiefdom office right now arresting the speaker and two elders for the tower road blockade comma they are putting them in the vehicle please come full stop",
    intent: "urgent",
  },
  {
    message:
      "the mast compny put the genrator near my bedroom windo and the smok make my pikin sik. can i make them move it? will cort give me mony for the sikness",
    intent: "legal-question",
  },
  { message: "Vous ouvrez à quelle heure le lundi matin?", intent: "hours" },
  {
    message:
      "We intend to renew the lease for our Lumley rooftop site for a further 10 years. We require your land team to draft the renewal and confirm the landlord's title.",
    intent: "area:land",
  },
  {
    message: "Tief dem don cam my kiosk now wit gun, dem de outside di door de knock, dem know say I get float money. I lock myself inside. Wetin I go do?",
    intent: "safety",
  },
  { message: "una lawer dem plenty? i want sombody old wey get sens", intent: "team" },
  {
    message:
      "the chief's late brother left two widows and the family is quarrelling over who gets the rent from the tower on his farm comma we need help with the inheritance and the letters of administration full stop",
    intent: "area:family",
  },
  {
    message: "Would it be possible to set up a call with a lawyer this Friday? I'm on Eastern Time, so anything between 1pm and 4pm your time would work.",
    intent: "booking",
  },
  {
    message: "Could you tell me more about Adama Koroma's background in arbitration? We are considering instructing your firm on a lease arbitration.",
    intent: "attorney:Adama Koroma",
  },
  {
    message:
      "Me and my husband want turn di kiosk business to limited company because di telecom say big agent must be company now. Una go help we register am?",
    intent: "area:business",
  },
  {
    message: "Dem don handcuff grandpa now now in front di house, di police say di tower company complain. Dem de put am na vehicle. Abeg cam!",
    intent: "urgent",
  },
  { message: "Off topic, but what's the best time of year to visit Sierra Leone? Rainy season seems rough.", intent: "off-topic" },
  {
    message:
      "the telecom company signed a memorandum of understanding with the chiefdom to employ local youths at the tower site but they brought workers from freetown comma we want a lawyer to enforce the agreement full stop",
    intent: "area:contract",
  },
  {
    message:
      "A guard employed by our security contractor was injured at one of our sites. He is now demanding compensation from our company directly rather than from his employer. Are we liable to him, given he is not our employee?",
    intent: "legal-question",
  },
  {
    message: "Does anyone at the firm speak Temne? My mother would be more comfortable explaining things in Temne than in English.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "We finish the work for the company and they refuse to pay, saying the quality is bad. The contract say médiation first, then arbitrage. Can your firm help us with the médiation?",
    intent: "area:arbitration",
  },
  { message: "Kushe o! Grandpa say good morning to una.", intent: "greeting" },
  {
    message: "Abeg una help: police don hold my agent boy for Kailahun since yesterday, dem say he de launder money. Him mama de cry. Dem nor gree release am.",
    intent: "urgent",
  },
  { message: "my son work on ship and he die at sea, the shipping compny no pay anything to us. i want lawer for the claim", intent: "area:shipping" },
  { message: "please what services does your firm provide to chiefdoms and councils full stop", intent: "services" },
  { message: "Merci beaucoup pour l'information", intent: "thanks" },
  { message: "how to mak my fone not los network wen i go farm", intent: "off-topic" },
  { message: "d boys dem say if i no open d gate 4 dem 2nite dem go stab me. dem de wait outside now wit knife", intent: "safety" },
  {
    message:
      "I de tell una dis story from begin: one police man cam my kiosk, he do transaction, after he say I cheat am. Now dem charge me for court and di case don adjourn tree time. My lawyer don lef di case. I need new lawyer for defend me for di trial.",
    intent: "area:criminal",
  },
  { message: "Je peux avoir le numéro de téléphone du cabinet?", intent: "phone" },
  {
    message: "Grandpa sign lease for 20 years but now di company say dem go put second mast for di same lan witout pay extra. Dem fit do dat?",
    intent: "legal-question",
  },
  { message: "wan book lawyer 4 mon 2moro, pls confirm", intent: "booking" },
  {
    message:
      "the people of the next village say the tower is on their land not ours and they want the rent comma we need a lawyer to settle the boundary full stop",
    intent: "area:land",
  },
  {
    message: "Which documents should we bring to the consultation for a lease dispute? We have the signed lease, correspondence and payment records.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Two of our drivers were arrested this afternoon at Queen Elizabeth II Quay while collecting tower components, allegedly for customs irregularities. They are being held at the port police post. We need a lawyer there now.",
    intent: "urgent",
  },
  { message: "Una de open early morning before 8? I wan cam before I open kiosk.", intent: "hours" },
  { message: "una emal pleas", intent: "email" },
  {
    message:
      "Mon frère est décédé ici à Freetown, he left a small house and a contract with the company. His wife and children are in Conakry and need a lawyer here to handle the inheritance.",
    intent: "area:family",
  },
  { message: "please what is the population of port loko district for the chief's report full stop", intent: "off-topic" },
  { message: "how i go contact una, wat way", intent: "contact" },
  { message: "Grandpa wan start one business for sell fuel to di tower generator dem. How for register am? Una fit help?", intent: "area:business" },
  {
    message:
      "If my grandmother signs a new lease now as the head of the family, can my uncles later challenge it in court since they weren't consulted? I want to make sure it holds up.",
    intent: "legal-question",
  },
  { message: "??", intent: "unknown" },
  {
    message: "Les jeunes du village are beating my colleague now at the site, they say we steal their work. He is bleeding. Je ne sais pas quoi faire.",
    intent: "safety",
  },
  {
    message:
      "Our freight forwarder is withholding our tower batteries at the Quay, claiming unpaid storage charges that we dispute. We need a lawyer to secure release of the cargo.",
    intent: "area:shipping",
  },
  { message: "Una lawyer dem young or old? How many una be?", intent: "team" },
  { message: "soldiers com to our villag now and dey tek my son and othr boys to the barracks bcos of the tower fight. pleas help", intent: "urgent" },
  {
    message:
      "the tower company and the chiefdom have a dispute over rent and the company suggests arbitration in freetown comma the chief wants to know if your firm can represent the chiefdom in the arbitration full stop",
    intent: "area:arbitration",
  },
  { message: "Abeg una sabi how much dem de pay for kiosk space for Bo market now?", intent: "off-topic" },
  { message: "how much mony for lawer. i be widow no mony, can i pay smal smal", intent: "knowledge:Fees" },
  { message: "Alright, I'll be in touch. Bye for now.", intent: "goodbye" },
  {
    message:
      "my husban sign contrak to suply water to the tower workers evry month. since he die the compny no pay for las 4 munth wat we suply. i want lawer help me collect",
    intent: "area:contract",
  },
  { message: "Abeg book grandpa for see lawyer di day wey una get space next week. Grandpa go cam wit me.", intent: "booking" },
  {
    message:
      "I'm scared for my sister in Makeni. Her husband found out she's been receiving the tower rent and he's threatening to kill her. She's locked in a room at a neighbour's house right now. What should she do?",
    intent: "safety",
  },
  {
    message: "I wan buy small land near di junction for build proper mobile money shop. I need lawyer for check di land paper and do di transfer properly.",
    intent: "area:land",
  },
  { message: "d CID tek me yestaday, now dem transfer me 2 pademba road. pls tel my boss and send lawyer", intent: "urgent" },
  { message: "Could you recommend a good training course for tower climbing certification in West Africa?", intent: "off-topic" },
  { message: "una open evry day? wich days", intent: "hours" },
  { message: "Bonjour bonjour", intent: "greeting" },
  {
    message:
      "My cousin and I co-own a small company in Freetown that rents generators to tower operators. We're having a governance dispute over who signs the cheques and how profits are shared. Can your business lawyers help us sort out the company's structure?",
    intent: "area:business",
  },
  {
    message:
      "the tower company says the lease allows them to cut down any trees within 50 metres of the mast comma the chiefdom never agreed to this comma is this clause enforceable question mark",
    intent: "legal-question",
  },
  { message: "Est-ce que je peux prendre un rendez-vous pour vendredi avec un avocat, pour le contrat de travail?", intent: "booking" },
  { message: "d car park dey near una office? my boss go drive me", intent: "knowledge:Parking" },
  {
    message:
      "I'm importing a 40-foot container of solar equipment from Houston for a project at my father's tower site. It has been sitting at the Quay for a month because the clearing agent disappeared with the customs payment. I need a shipping and customs lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "Ils ont arrêté mon chef d'équipe à Bo ce matin, he is at the police station, they say the company did not pay tax. We need a lawyer there now svp.",
    intent: "urgent",
  },
  { message: "Abeg who sabi di number for di telecom customer care? My line don block.", intent: "off-topic" },
  {
    message:
      "We require a review of the maintenance services agreement proposed by our tower contractor before signing. It runs for five years and contains extensive indemnity provisions.",
    intent: "area:contract",
  },
  { message: "my husban famly dem dey com to my hous with mob now, dem say i am witch wey kil my husban for the mast mony. pleas help me", intent: "safety" },
  { message: "u do only court case or odas too", intent: "services" },
  {
    message:
      "My husband don marry new wife and now he want divorce me. Di kiosk and di house na we two build am. I want lawyer for di divorce so I go get my share.",
    intent: "area:family",
  },
  { message: "i guard d mast 4 night 12 hr evry day no off day. dat legal?", intent: "legal-question" },
  {
    message:
      "Police dem don tek grandpa in brother and two more old man from di village now now, dem say dem de tief di tower diesel. Dem carry dem go Lunsar.",
    intent: "urgent",
  },
  {
    message:
      "my late husban brodder report me to polis say i forge my husban signatur for the mast leas. now dem give me date for cort. i need lawer to defen me",
    intent: "area:criminal",
  },
  { message: "please can you write a poem for the chief's birthday celebration full stop", intent: "off-topic" },
  {
    message:
      "Our company wishes to include an arbitration clause in all new site leases so that future disputes with landlords can be resolved out of court. Could your arbitration team advise and draft suitable wording?",
    intent: "area:arbitration",
  },
  { message: "the elders speak limba and temne comma can your lawyers speak those languages full stop", intent: "knowledge:Languages spoken" },
  { message: "Abeg send me una phone number, grandpa wan call una himself.", intent: "phone" },
  {
    message: "the cheef say my husban lan na comunity lan and the mast rent mus go to the chiefdom. i want lawer to prove the lan is ours",
    intent: "area:land",
  },
  { message: "Kindly confirm whether your office will be open during the Christmas and New Year period.", intent: "hours" },
  { message: "Does your firm have enough lawyers to handle several cases across the provinces at once?", intent: "team" },
  { message: "I wan talk wit lawyer face to face about my commission matter. Make una give me date.", intent: "booking" },
  { message: "please give the chief all the ways to contact the firm phone whatsapp and email full stop", intent: "contact" },
  {
    message:
      "Emergency! My father's night guard just called to say police are at the house in Kambia right now trying to take my father away over a complaint from the tower company. They're putting him in a car. Please help!",
    intent: "urgent",
  },
  {
    message:
      "Mon contrat de travail finish in December but the company stop to pay me since October and now they say the contract is finish. I want a lawyer against the company.",
    intent: "area:contract",
  },
  { message: "Grandpa wan buy di new phone wey get big battery. Which one good and how much?", intent: "off-topic" },
  {
    message: "Di landlord wey I rent my kiosk space from don send boys, dem de beat my apprentice now outside di kiosk because I late pay rent. Wetin I go do?",
    intent: "safety",
  },
  { message: "d magistrate don fix my case 4 nxt month, dem say i help d tif dem open d mast gate. i no get lawyer, pls help me", intent: "area:criminal" },
  { message: "Una office na Siaka Stevens Street which side? Near wetin? I go take keke.", intent: "address" },
  {
    message: "My employer took my passport 'for safekeeping' when I start work at the sites and now refuse to give it back. They have the right to keep it?",
    intent: "legal-question",
  },
  { message: "helo i want ask somtin", intent: "unknown" },
  { message: "Please arrange an appointment with your shipping lawyer for next Wednesday regarding our cargo claim.", intent: "booking" },
  {
    message:
      "the youths who blocked the tower road have been picked up by the police and are in the lockup at port loko since last night comma their parents are at the chief's compound crying please help full stop",
    intent: "urgent",
  },
  { message: "Is parking free near your office, or should I just take a taxi?", intent: "knowledge:Parking" },
  { message: "the chief says thank you and god bless full stop", intent: "thanks" },
  { message: "Est-ce que vous travaillez aussi pour les entreprises étrangères, or only for local people?", intent: "services" },
  { message: "wat i go carry wen i cum 4 see d lawyer, my id card enof?", intent: "knowledge:What to bring" },
  {
    message:
      "the chiefdom development company has shareholders from the ruling houses and they are disputing the dividends from the tower rent comma we need advice on company governance full stop",
    intent: "area:business",
  },
  {
    message:
      "We rent a small vessel to carry the tower sections to Banana Island, and now the captain refuse to deliver without extra payment that is not in the charter. We need a shipping lawyer for this.",
    intent: "area:shipping",
  },
  { message: "wat tim the network compny ofis in Kenema open, i want fix my sim", intent: "off-topic" },
  { message: "Grandpa wan adopt me small sister pikin wey him papa die. Una fit help wit di adoption paper?", intent: "area:family" },
  {
    message:
      "A group of armed men has just stormed our Lungi site and is threatening the guard and the technician, who are hiding in the shelter. Please advise.",
    intent: "safety",
  },
  {
    message:
      "Our family signed an agreement with the tower company that says disputes go to mediation first. They've now refused to show up to the mediation. Can your firm help us push this forward through mediation or arbitration?",
    intent: "area:arbitration",
  },
  { message: "i wan com talk to lawer nex week pleas gi me day", intent: "booking" },
  { message: "Ok my people, I de go now. Bye.", intent: "goodbye" },
];
