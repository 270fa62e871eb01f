import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Street sweepers, council cleaners, tricycle waste collectors, latrine emptiers and the households and companies that pay them; writers: an old sweeper in Krio, a young tricycle collector in SMS shorthand, a waste-company manager in formal English, a latrine emptier via voice-to-text, a household head with heavy typos, a council ward clerk telling long stories, a UK diaspora cleaning-company owner, a Guinean worker mixing French.
export const EIGHTY_EIGHTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o, good morning to una", intent: "greeting" },
  {
    message: "Di council nor pay we sweeper dem for four month now. Me na street sweeper since 1998 for Kissy Road. Abeg una fit help we get we money?",
    intent: "area:contract",
  },
  { message: "pls hlp my bro de in cell @ ross rd police since yday aftr fyt wit customer ova bin money, dem nt releasing him", intent: "urgent" },
  { message: "wat d price of new keke tyre nw? d back 1 burst", intent: "off-topic" },
  { message: "Bonjour, votre bureau est ouvert le samedi? I work Monday to Friday with the cleaning company, only Saturday I am free.", intent: "hours" },
  {
    message:
      "Dear Sir, Our company holds a three-year waste collection contract with the Freetown City Council. The council has now written to terminate it after eighteen months without giving any reason. Is the council legally entitled to terminate in this way?",
    intent: "legal-question",
  },
  {
    message:
      "the house owner at Wellington is saying he will cut me with cutlass if I don't clean the pit for free he is standing outside with the cutlass now please what do I do",
    intent: "safety",
  },
  {
    message:
      "Hi, I run a commercial cleaning company in Birmingham and I want to open a branch in Freetown doing office cleaning and waste collection. Can your firm handle the company registration for me from the UK?",
    intent: "area:business",
  },
  { message: "hw many lawyrs u hav in dat ofice", intent: "team" },
  {
    message: "Me man don die last year, im broda dem wan take di os we build wit me sweeper money. Me get five pikin. Una de handle dis kind case?",
    intent: "area:family",
  },
  {
    message:
      "police just carry my partner from the site at Kroo Bay they said we dumped the waste in the drain they put him in the back of the pickup please somebody should help",
    intent: "urgent",
  },
  {
    message:
      "We imported two compactor trucks for our waste collection operations and they have been held at Queen Elizabeth II Quay for three weeks over a customs valuation dispute. We require legal assistance to secure their release.",
    intent: "area:shipping",
  },
  { message: "Quel est le meilleur produit pour nettoyer les toilettes? the smell in the office toilet is very bad", intent: "off-topic" },
  { message: "giv me ur fone numba pls", intent: "phone" },
  {
    message: "my naibor pushd hs fence into my compond and now the dustbin place is on his side, he sey na hs lan. i need help wit ths bondary problm",
    intent: "area:land",
  },
  { message: "if d house refuse 2 pay me 4 carry dia dirt 3 months, can i tek dem 2 court n win?", intent: "legal-question" },
  {
    message:
      "Good afternoon. I am the clerk for our ward in the East End and I have been asked by the sweepers here to come and sit with a lawyer on their behalf, because most of them cannot leave their posts during the day. Could I book an appointment for next Tuesday morning?",
    intent: "booking",
  },
  {
    message:
      "Mon cousin a reçu une convocation au tribunal because they say he hit a man during a quarrel about the waste money. He is not in prison, he is home. Can your lawyers defend him at the court?",
    intent: "area:criminal",
  },
  { message: "Ow much una de charge for lawyer? Me na sweeper, me nor get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "My Freetown partner and I disagree over profits in our cleaning business. I don't want to go through the courts there because it could take years. Do you do mediation or arbitration for this sort of thing?",
    intent: "area:arbitration",
  },
  {
    message: "dey hav lock my son in police statn at calaba town sinc last nite, he ws colectin rubish and fight brok out. plz wat can u do",
    intent: "urgent",
  },
  { message: "Could you recommend a reliable supplier of heavy-duty refuse bags and protective gloves in Freetown?", intent: "off-topic" },
  {
    message: "Some boys dem de beat we sweeper dem for Kissy Street right now because we tell dem nor throw dirty na road. Dem hold stick. Abeg help",
    intent: "safety",
  },
  {
    message:
      "I am writing on behalf of twenty-three street cleaners attached to our ward office. They signed casual employment contracts with the council in January, and the contracts promised a fixed monthly wage. Since June only half has been paid and some have been told verbally that they are dismissed. They want a lawyer to take up their case with the council.",
    intent: "area:contract",
  },
  { message: "C'est quoi votre adresse email? I want to send the documents", intent: "email" },
  { message: "hmmm...", intent: "unknown" },
  { message: "d rubish man leav my bin full for 2 wks and stil want me 2 pay, is it rite by law dat i mus pay him", intent: "legal-question" },
  { message: "me n 3 frens wan register we keke waste business as company, hw we go do am?", intent: "area:business" },
  {
    message:
      "Les policiers ont pris mon frère ce matin at Waterloo, the household said he stole their bucket. He is at the station now, il parle pas bien anglais. Aidez-moi svp",
    intent: "urgent",
  },
  { message: "Where exactly is your office in Freetown? My cousin will come on my behalf.", intent: "address" },
  { message: "what time do you open in the morning I finish work at the pit at 7 so I can come after", intent: "hours" },
  {
    message:
      "One of our drivers has been charged with illegal dumping at the Granville Brook site and the matter is set for the magistrate court next month. We would like your firm to represent him.",
    intent: "area:criminal",
  },
  { message: "Wetin fit cure back pain? Me back de hurt me every day wit di broom", intent: "off-topic" },
  { message: "is ibrahim jalloh stil workin dia? som1 say he gud 4 police case", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "a crowd is gathering around us at the compound they are saying we poured the waste in their well they are throwing stones at our truck we are inside",
    intent: "safety",
  },
  { message: "Hello there, good evening from London.", intent: "greeting" },
  {
    message:
      "Ma femme est partie avec les enfants chez sa famille à Conakry and I work here in Freetown. I want to get custody of my children. Do you handle this?",
    intent: "area:family",
  },
  { message: "Council don drive me commot after 30 year sweep, nor gratuity nor notin. Dem get right for do me so?", intent: "legal-question" },
  { message: "Est-ce que quelqu'un parle français dans votre cabinet? My English is not so good.", intent: "knowledge:Languages spoken" },
  {
    message:
      "I shipped a container of cleaning machines and industrial vacuums from Felixstowe to Freetown and half of them arrived smashed. The shipping line is refusing responsibility. Can you help with a cargo claim?",
    intent: "area:shipping",
  },
  {
    message:
      "This morning the police came to the ward office and took away two of our sanitation workers after a quarrel with a trader at the market. They are still at the Eastern Police station and nobody has told us the charge. Please can a lawyer go there today?",
    intent: "urgent",
  },
  { message: "hw 2 charge keke battery fast? it die evry afternoon", intent: "off-topic" },
  { message: "Please provide an overview of the legal services your firm offers to companies.", intent: "services" },
  { message: "i wnt to bok apointmnt wit a lawyr nxt wk plz", intent: "booking" },
  {
    message:
      "The council has given us a piece of land at Kingtom to use as a transfer station for the tricycle collectors, but a family now claims the land belongs to their grandfather and has put up a signboard. We need a title search done and someone to look after the ward's interest in the land.",
    intent: "area:land",
  },
  { message: "Tenki tenki, God go bless una", intent: "thanks" },
  {
    message:
      "Our subcontractor has breached its obligations under our collection agreement and the contract contains an arbitration clause. We would like to commence arbitration proceedings. Is this a service you provide?",
    intent: "area:arbitration",
  },
  {
    message: "If my manager in Freetown signs a contract without my approval, am I personally liable as the director living in the UK?",
    intent: "legal-question",
  },
  { message: "my tenent is thretning to burn my hous bcos i told him to pay for the rubish colection. he is outsid shoutng now, am scared", intent: "safety" },
  { message: "d company wey i de ride dia keke nor pay me 4 2 mnths, dey say wait. i need lawyer 4 dis", intent: "area:contract" },
  {
    message: "Kindly help me draft a notice to residents about the new sweeping days in our ward, something short we can paste at the market.",
    intent: "off-topic",
  },
  { message: "Is there parking at your office? I'll be driving a rented car when I'm in Freetown next month.", intent: "knowledge:Parking" },
  { message: "Police don hold me pikin since yestade for Congo Cross station. Dem say e fight wit one os owner. E nor get nobody. Abeg", intent: "urgent" },
  { message: "pls i hav a problm", intent: "unknown" },
  { message: "Vous avez une avocate femme? My wife wants to talk to a woman lawyer.", intent: "team" },
  {
    message:
      "they gave me a court summons for dumping waste into the river at Hastings but it was not me it was another crew I need a lawyer to stand for me in court",
    intent: "area:criminal",
  },
  {
    message: "Could you kindly indicate your fee structure for retained corporate clients, and whether you bill hourly or on a fixed-fee basis?",
    intent: "knowledge:Fees",
  },
  { message: "u open 2day? wat tym u close", intent: "hours" },
  {
    message:
      "Our board wishes to bring in a new shareholder who will inject capital for ten additional tricycles. We need the share allotment and amendments to our articles prepared.",
    intent: "area:business",
  },
  {
    message:
      "the council fined me five hundred thousand for emptying the pit at night but nobody told us we cannot work at night is that fine legal can they do that",
    intent: "legal-question",
  },
  { message: "Je voudrais prendre rendez-vous avec un avocat, mercredi si possible", intent: "booking" },
  {
    message: "police tek my keke n me frend wey de drive am 2nite dem say we dump rubbish 4 gutter. him still dey dia wit dem now at kissy stn",
    intent: "urgent",
  },
  { message: "Il va pleuvoir demain à Freetown? we have to sweep the big market", intent: "off-topic" },
  {
    message: "my wif left and took d 2 childrn, she want maintenanc but i onli earn smal from the rubish work. i need lawyer to handl dis",
    intent: "area:family",
  },
  { message: "ok bye", intent: "goodbye" },
  {
    message: "Le propriétaire de la maison m'a menacé, he say he will kill me if I come back for the money. I am hiding in my friend's house, j'ai peur",
    intent: "safety",
  },
  { message: "we order 5 keke frm china, d ship don land but customs nor wan release dem 4 quay. una de do dis kind ting?", intent: "area:shipping" },
  { message: "How me go fit reach una? Me nor sabi internet too much", intent: "contact" },
  {
    message:
      "A household in my ward has refused to pay the monthly sanitation levy for over a year and says the council has no power to collect it because they never signed anything. The bye-law was passed in 2021. I would like to know whether the council can legally take them to court for the arrears, and whether we would succeed.",
    intent: "legal-question",
  },
  { message: "how many litres can a vacuum truck take I want to buy one", intent: "off-topic" },
  {
    message: "Me and me partner dem for we cleaning group de quarrel over di money dem pay we. We nor wan go court. Una fit sidown we and settle am?",
    intent: "area:arbitration",
  },
  {
    message:
      "My younger brother works for my cleaning company in Freetown and he's been charged with assault after a fight with a customer. He's out on bail but the trial starts soon. I want your firm to defend him.",
    intent: "area:criminal",
  },
  { message: "Salut! bonjour", intent: "greeting" },
  { message: "wat documnts shud i bring wen i come to see d lawyr", intent: "knowledge:What to bring" },
  {
    message:
      "URGENT: Three of our collection crew were detained by soldiers at Wilberforce barracks this afternoon following an altercation at a residence. They remain held and we have been denied access. We require a lawyer immediately.",
    intent: "urgent",
  },
  {
    message:
      "I am writing from inside the ward office because a group of angry residents has surrounded the building. They say the sweepers stole their bins and they are banging on the doors. We have locked ourselves in and are afraid they will break in.",
    intent: "safety",
  },
  { message: "wat kind case una de tek?", intent: "services" },
  {
    message: "I want to buy a plot in Wellington to build a depot for my cleaning vans. Could you do the title search and conveyancing while I'm in the UK?",
    intent: "area:land",
  },
  { message: "hw much is a bag of rice now at dove cot", intent: "off-topic" },
  { message: "Thank you for the prompt response. Much appreciated.", intent: "thanks" },
  {
    message: "I need an employment contract drafted for the supervisors I'm hiring in Freetown, something that protects the company and fits local rules.",
    intent: "area:contract",
  },
  { message: "I want to come and see the lawyer on Friday after work please book me", intent: "booking" },
  { message: "Mon patron dit que je dois payer l'uniforme et les gants from my salary. Is that allowed by the law here?", intent: "legal-question" },
  { message: "Please provide a telephone number on which I may reach one of your partners.", intent: "phone" },
  {
    message:
      "they're holding my son at the police post in Grafton since last night because the landlord said he broke the slab please I need a lawyer to go there",
    intent: "urgent",
  },
  {
    message:
      "My late father owned shares in the family cleaning business and left a will, but my siblings in Freetown are refusing to show it to me. I need help with the probate.",
    intent: "area:family",
  },
  { message: "Una sabi who win di match yestade, Leone Stars?", intent: "off-topic" },
  { message: "I am Guinean and I want to register a small cleaning company in Freetown. Vous pouvez m'aider avec l'enregistrement?", intent: "area:business" },
  { message: "wats ur emel", intent: "email" },
  { message: "Una de tok Krio? Me nor sabi English fine", intent: "knowledge:Languages spoken" },
  { message: "som guys wit cutlass de chase me n my boy 4 d dumpsite, we hide behin containa now pls", intent: "safety" },
  { message: "Could you confirm your office hours? I should like to call during lunchtime.", intent: "hours" },
  { message: "wer is ur ofis loc8ted", intent: "address" },
  {
    message:
      "The council and the private waste company contracted for our zone have a dispute over unpaid invoices that has dragged on since last year. Both sides now agree they would prefer mediation to a lawsuit. Could your arbitration team act for the council in that process?",
    intent: "area:arbitration",
  },
  {
    message: "I'll be in Freetown from the 10th to the 24th of next month. Could I arrange a meeting with one of your lawyers during that window?",
    intent: "booking",
  },
  { message: "how can I get in touch with you people is there a number or an office or what", intent: "contact" },
  { message: "cn i cum see lawyer 2moro mornin? pls fix me time", intent: "booking" },
  { message: "That will be all for now. Good day.", intent: "goodbye" },
  { message: "Could you tell me a bit about your lawyers — how many partners there are and what they specialise in?", intent: "team" },
  {
    message:
      "Last year a donor shipped forty new wheelie bins and two skip loaders for the ward through the Queen Elizabeth II Quay. The bins arrived but the skip loaders were delivered damaged, and the shipping agent keeps promising to investigate. The ward committee wants to know if your firm can take up the claim.",
    intent: "area:shipping",
  },
  {
    message:
      "My site supervisor in Freetown has just called me — the police have arrested him at our yard in Lumley and are taking him to the station. I'm in Manchester. Please, can someone go now?",
    intent: "urgent",
  },
  { message: "Qu'est-ce que vous faites comme travail? Quels types d'affaires vous prenez?", intent: "services" },
  { message: "Dem don build fence cross me small lan for Waterloo wey me buy wit me sweeper money. Me get di paper. Una fit help me?", intent: "area:land" },
  { message: "yo wassup", intent: "greeting" },
  {
    message:
      "Soja dem don hold we foreman for barracks since yestade night. Dem say e curse dem officer wen dem throw dirty for we cart. Nobody nor see am since. Abeg una help",
    intent: "urgent",
  },
  { message: "hw do i unblok my kitchen drain it smel bad", intent: "off-topic" },
  { message: "d council fine me 300k 4 park keke near market wit rubbish, dem get rite 2 tek my keke if i nor pay?", intent: "legal-question" },
  {
    message: "my wife want divorce because she said the smell of my work is too much and she want the house I need a lawyer for the divorce",
    intent: "area:family",
  },
  { message: "Una de open Satide? Me de work weekday", intent: "hours" },
  { message: "d man we i tek im dirt nor pay now he de follow me wit knife, i run go inside shop pls", intent: "safety" },
  { message: "Abeg me wan come see lawyer Tuesday morning. Una go gi me time?", intent: "booking" },
  { message: "Me and we sweeper women dem wan form we own cleaning company. Una fit help we register am?", intent: "area:business" },
  {
    message: "On a envoyé un camion-benne de Conakry par bateau, et c'est bloqué au port, Queen Elizabeth. Vous pouvez nous aider avec la douane?",
    intent: "area:shipping",
  },
  {
    message:
      "Our operations manager was detained at Central Police Station this morning following a complaint by a client household. He has not been charged and has been held for over six hours. Kindly advise whether a lawyer can attend immediately.",
    intent: "urgent",
  },
  { message: "who are the lawyers there how many of them are there I want to know before I come", intent: "team" },
  { message: "d man we rent me d space 4 park keke n sort rubbish wan drive me wit no notice, we get lease paper. need lawyer", intent: "area:land" },
  { message: "what injection should I take after a sharp thing cut my hand in the pit", intent: "off-topic" },
  { message: "the rubish colectr brok my gate wit his trycycle, can i mak him pay for it or the compny", intent: "legal-question" },
  { message: "me n d waste company dey quarrel ova d % dem de tek frm my collection. dem say mediation. una de do dat?", intent: "area:arbitration" },
  {
    message: "the company I work for take me off the payroll after I got injured at the pit they didn't give me letter or anything I want to fight for my job",
    intent: "area:contract",
  },
  { message: "d council sey they will prosecut me for dumping rubish in d gutter, i hav a date in court. i need a lawyr to defnd me", intent: "area:criminal" },
  { message: "Wetin na una phone number?", intent: "phone" },
  {
    message:
      "my brother is inside the cell at the Wellington police they say he owe the landlord for the emptying and he fought the landlord son he been there two days now no food",
    intent: "urgent",
  },
  { message: "Comment je peux envoyer de l'argent à ma mère à Conakry? Orange Money ou quoi?", intent: "off-topic" },
  {
    message: "I would like to schedule a consultation with a partner at the earliest available date next week to go through our tender documents.",
    intent: "booking",
  },
  { message: "wat do u pple do in dat ofis", intent: "services" },
  {
    message: "my husbnd beat me agen last nite bcos i gave the rubish money to d colectr. he say he wil kill me. i am at my sistas hous now hiding",
    intent: "safety",
  },
  {
    message:
      "We dismissed a collector for gross misconduct after he assaulted a resident. He now claims he is owed three months' notice pay. Would a court in Sierra Leone find in his favour?",
    intent: "legal-question",
  },
  { message: "my gal get belle 4 me n her papa say i mus pay, i wan do d rite ting bt i need lawyer 2 arrange maintenance properly", intent: "area:family" },
  { message: "polic r at my gate now wanting to tek my husbnd bcos of fight with the rubish collectr yestrday. wat do we do", intent: "urgent" },
  { message: "Is there secure parking for a company vehicle at your premises?", intent: "knowledge:Parking" },
  {
    message:
      "My Sierra Leone company needs a proper shareholders' agreement between me and my two local partners. Is that something your business team prepares?",
    intent: "area:business",
  },
  { message: "Abeg write me small song for we sweeper dem, for di Cleaning Day", intent: "off-topic" },
  { message: "wat tim u clos on fridy", intent: "hours" },
  {
    message: "we buy a new vacuum tanker from Holland it reach the port three weeks now the customs people say we must pay more duty we need a lawyer for this",
    intent: "area:shipping",
  },
  { message: "Merci beaucoup, thanks for the help", intent: "thanks" },
  {
    message:
      "I am at Kissy Police Station now. Four of our sweepers were picked up during the night sweep after a scuffle with some youths, and the officer on duty says they will remain here until the youths' families withdraw the complaint. They have been in the cell since 2 a.m. Can someone from your office come?",
    intent: "urgent",
  },
  {
    message:
      "the land where we dump the sludge the family say it is their family land and another family say is theirs now they both want money from us I need lawyer for land",
    intent: "area:land",
  },
  {
    message: "I fell into the pit at a client house and broke my leg the owner said it is not his problem does he have to pay my hospital bill by law",
    intent: "legal-question",
  },
  { message: "Please list all the ways in which your firm may be contacted.", intent: "contact" },
  {
    message: "the family of the compound are holding cutlass they surround me and my worker at the pit and say nobody will leave until we clean it free help",
    intent: "safety",
  },
  { message: "need 1k credit pls, Africell", intent: "off-topic" },
  { message: "Je peux voir un avocat vendredi après-midi? Juste prendre un rendez-vous", intent: "booking" },
  {
    message: "We are about to sign a five-year waste collection concession with a district council. We need the draft contract reviewed before signature.",
    intent: "area:contract",
  },
  { message: "wat can u tell me abot christiana thomas, my cousn sed she helpd him wit his employer", intent: "attorney:Christiana Thomas" },
  {
    message:
      "My cleaning crew leader was taken by police from a client's office in Freetown an hour ago after the client accused him of theft. I'm in Leeds and can't get through to anyone. Can your criminal team go to the station?",
    intent: "urgent",
  },
  { message: "dem charge me 4 assault afta d fight @ d dumpsite, i get bail bt case go start nx mnth, pls i need lawyer", intent: "area:criminal" },
  {
    message:
      "A sweeper in our ward was knocked down by a council truck while on duty and has been off work for three months. The council says casual workers are not entitled to injury compensation. I would like to know whether that position is correct in law and roughly how much she could receive.",
    intent: "legal-question",
  },
  { message: "una ofis de wer? wich street", intent: "address" },
  {
    message:
      "One of our longest-serving sweepers, Mama Fanta, passed away last month without a will. Her three children are minors and her late husband's family have taken her house and bank book. The children's aunt has come to the ward asking for help to secure their inheritance. Can your firm take this on?",
    intent: "area:family",
  },
  { message: "What is the current exchange rate between the leone and the US dollar? We need to price our tender.", intent: "off-topic" },
  { message: "cn i gt an apoinmnt for tmrw mornin", intent: "booking" },
  {
    message:
      "Mon ami est enfermé à la police de Malama depuis hier soir, after a fight with a house owner over the latrine money. Ils ne veulent pas le libérer sans argent.",
    intent: "urgent",
  },
  { message: "hw mch 2 see lawyer? i fit pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "I've won an arbitration award in London against a Freetown contractor who didn't deliver our cleaning supplies. Can you enforce the award in Sierra Leone?",
    intent: "area:arbitration",
  },
  {
    message: "One man de threaten me every morning wen me de sweep near im shop, e say e go beat me till me die. Me fraid for go work tomorrow",
    intent: "safety",
  },
  { message: "Kindly send me the email address to which we should forward the contract documents.", intent: "email" },
  { message: "Good morning.", intent: "greeting" },
  { message: "i wnt to start smal rubish colection busnes in my aria, need help to registr it proprly", intent: "area:business" },
  { message: "Do you know any good hotels near Lumley beach for a week in December?", intent: "off-topic" },
  {
    message: "If a Freetown employee of mine gets injured on a client's premises, who is legally responsible, my company or the client?",
    intent: "legal-question",
  },
  { message: "Dem don tek me broda for station, dem say e tif shovel from council store. E de insai cell now. Abeg wetin una go do?", intent: "urgent" },
  { message: "Qu'est-ce que je dois apporter pour le rendez-vous? passport?", intent: "knowledge:What to bring" },
  { message: "Dem don cut we sweeper pay from 1 million to 600 without tell we. Una fit take we case against di council?", intent: "area:contract" },
  { message: "What are your opening hours in UK time? I'd like to call after my shift here.", intent: "hours" },
  {
    message:
      "We chartered a vessel to carry recycled plastic bales from Freetown to Antwerp, and the shipowner is now claiming demurrage we dispute. We require representation in this charter party dispute.",
    intent: "area:shipping",
  },
  { message: "Abeg...", intent: "unknown" },
  { message: "Des gens m'attaquent au marché, they say foreigners take their job. Je suis caché derrière le magasin maintenant", intent: "safety" },
  {
    message:
      "Two of our tricycle collectors were convicted last week of affray after a fight with a shop owner. The families believe the magistrate did not hear their side properly and want to appeal. They have asked me to find a criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Our ward is organising a football match between the sweepers and the tricycle riders on Saturday. Can you suggest a fun name for the trophy?",
    intent: "off-topic",
  },
  { message: "Would it be possible to have a video consultation over WhatsApp, since I'm in London?", intent: "booking" },
  { message: "i wnt to sell my hous in Kissy and need som1 to do d convyancing papa wrk", intent: "area:land" },
  {
    message: "Je n'ai pas de papiers de résidence ici. If the council does not pay my salary, j'ai le droit de les poursuivre quand même?",
    intent: "legal-question",
  },
  { message: "tnx bro", intent: "thanks" },
  { message: "my keke partna dem lock am 4 kroo bay stn since fri, dem nor charge am yet. hw we go get am out?", intent: "urgent" },
  { message: "Could you tell me which of your lawyers specialise in commercial matters? A list of partners would be helpful.", intent: "team" },
  { message: "Je veux adopter le fils de mon frère décédé. He lives with me in Freetown. Vous faites les adoptions?", intent: "area:family" },
  { message: "wat is best time to burn rubish so smok dnt enter hous", intent: "off-topic" },
  { message: "Do you have a WhatsApp number I can message from the UK?", intent: "phone" },
  { message: "me and the compny colecting rubish in our street hav a disput about d bill, we want som1 to setle it not court", intent: "area:arbitration" },
  {
    message:
      "We are seeking a bank facility to expand our fleet, and the bank has requested a legal review of our corporate documents and a board resolution. Could your business department assist?",
    intent: "area:business",
  },
  {
    message:
      "One of my female cleaners in Freetown has just messaged me saying the client's son locked the office door and is harassing her. She's frightened. What can I do right now?",
    intent: "safety",
  },
  { message: "Vous fermez à quelle heure? 5h ou 6h?", intent: "hours" },
  {
    message: "Mon employeur refuse de me donner un contrat écrit, I work 2 years for them cleaning offices. I need help with my employer.",
    intent: "area:contract",
  },
  { message: "If me retire now, council go pay me pension or nor? Di law say wetin?", intent: "legal-question" },
  {
    message:
      "Good morning. The ward committee meets on Thursdays, and we would like a lawyer to sit with us for an hour before the meeting. May I schedule a consultation at your office for Thursday at 10?",
    intent: "booking",
  },
  {
    message: "Me pikin for America send me one container wit cleaning tings, dem say e lost for port. Una de help wit dis kind palava?",
    intent: "area:shipping",
  },
  { message: "pls quick quick, police jus handcuff my boy @ lumley roundabout coz d keke carry dirt widout permit. dey tek am go nw", intent: "urgent" },
  { message: "do you people speak Temne I can explain better in Temne", intent: "knowledge:Languages spoken" },
  { message: "Do you handle matters for small businesses owned by people abroad, or mostly local clients? What areas do you cover?", intent: "services" },
  { message: "hw can i contct u pple", intent: "contact" },
  {
    message: "the police say I am charged for polluting the stream because my tanker leak but I am free for now I need a lawyer to defend me in the case",
    intent: "area:criminal",
  },
  { message: "who get basketball court 4 kissy? we wan play afta work", intent: "off-topic" },
  { message: "J'ai acheté une parcelle à Waterloo mais le vendeur l'a vendue à un autre aussi. I need a land lawyer", intent: "area:land" },
  {
    message: "Nous avons un conflit avec le partenaire de l'entreprise, on veut régler ça hors du tribunal. Arbitrage possible chez vous?",
    intent: "area:arbitration",
  },
  { message: "what is your email address so I can send the photo of the court paper", intent: "email" },
  {
    message: "When the sweepers come for the meeting, what papers should each of them carry? Pay slips, ID cards, contracts?",
    intent: "knowledge:What to bring",
  },
  { message: "Wetin una law office de do? Una de help poor people dem?", intent: "services" },
  { message: "cn i park my keke near una ofis?", intent: "knowledge:Parking" },
  { message: "Où se trouve votre bureau? C'est loin de Congo Cross?", intent: "address" },
  { message: "Ok, me de go now. Bye bye", intent: "goodbye" },
  { message: "good morning good morning", intent: "greeting" },
  { message: "Aidez-moi! La police est venue à la maison, ils emmènent mon mari maintenant, because of the fight at the dumpsite yesterday", intent: "urgent" },
  { message: "Wetin fit kill dem rat wey de full di dustbin place?", intent: "off-topic" },
  { message: "Si je me blesse au travail, mon employeur doit payer l'hôpital? What the law says here?", intent: "legal-question" },
  {
    message: "Me papa don die, e leave one os for Kissy Mess Mess, me broda dem wan sell am wit out me. Me need lawyer for di inheritance",
    intent: "area:family",
  },
  { message: "wan book lawyer 4 sat mornin, possible?", intent: "booking" },
  {
    message:
      "We are negotiating a ten-year lease of land at Wellington Industrial Estate for a recycling facility and require the lease drafted and a title search conducted.",
    intent: "area:land",
  },
  {
    message: "somebody set fire to our tanker while we were inside the compound they are saying next time it will be us I am afraid to go back there tonight",
    intent: "safety",
  },
  { message: "una get lady lawyer?", intent: "team" },
  {
    message: "i gav a man money to clean and empty our septic 3 months ago, he neva came. we hav written agrement. i want to enforce it",
    intent: "area:contract",
  },
  { message: "hw 2 make gud CV 4 job @ d council?", intent: "off-topic" },
  {
    message: "my son is in polic cell at Lumley sinc 2 days, they say he stab sum1 wit brokn bottl at the rubish site but he did not. pleas hlp",
    intent: "urgent",
  },
  { message: "una open sunday?", intent: "hours" },
  { message: "we get 10 keke n wan form company wit shareholders, need lawyer 2 set am up", intent: "area:business" },
  {
    message: "Mon collègue a été libéré sous caution mais le procès commence la semaine prochaine, il est accusé de vol de matériel. We need a defence lawyer",
    intent: "area:criminal",
  },
  {
    message: "the compny collectin our rubish increasd d price without telling us, is that legel, can dey do dat in middle of contract",
    intent: "legal-question",
  },
  {
    message: "i sent a barl from UK with cleanin tins and it is held at the quay by customs, they ask me for monny i dnt hav. need lawyr",
    intent: "area:shipping",
  },
  { message: "We sweeper association and di council get palava. Dem say make we go for mediation. Una go fit represent we dae?", intent: "area:arbitration" },
  { message: "numba 4 call una?", intent: "phone" },
  {
    message:
      "the chiefdom police came and tie my hand and my co-worker hand because the people say our sludge enter their farm we are at the police post now they want to send us to Bo",
    intent: "urgent",
  },
  { message: "Could you advise on the best route for our trucks to avoid traffic at Eastern Police roundabout during peak hours?", intent: "off-topic" },
  { message: "what kind of cases do you people handle", intent: "services" },
  { message: "my ex boss sen boys 2 beat me coz i ask 4 my money, dem de wait 4 me @ d junction, i nor fit go home", intent: "safety" },
  { message: "can I make appointment to talk with one lawyer about my problem next Monday", intent: "booking" },
  { message: "Is your office open on public holidays, such as Independence Day?", intent: "hours" },
  { message: "d police tek my keke 4 2 wks sey na evidence, dem fit keep am dat long?", intent: "legal-question" },
  {
    message: "My late uncle's will names me executor, and his estate includes shares in our waste company. I require assistance with obtaining probate.",
    intent: "area:family",
  },
  { message: "Dem don lock we 6 sweeper dem for City Council yard, police guard de, dem say we strike illegal. Abeg come now", intent: "urgent" },
  { message: "how much is d fee for consltation, i dnt hav mch", intent: "knowledge:Fees" },
  { message: "Me family lan for Hastings, one big man don take am sey na e own. We get we grandpapa paper. Una de handle lan case?", intent: "area:land" },
  { message: "how do I make soap at home to wash my overall after the work", intent: "off-topic" },
  { message: "I want to make my pit emptying work into a registered company so I can get council contract help me register", intent: "area:business" },
  { message: "Combien d'avocats travaillent chez vous?", intent: "team" },
  { message: "polis stop us @ ferry junction, tek d 2 boys wey de wit me, say dem b thieves. dem deh d stn nw, no1 talk 2 dem", intent: "urgent" },
  { message: "On m'a licencié sans préavis après l'accident au travail. Je veux poursuivre mon employeur, vous pouvez m'aider?", intent: "area:contract" },
  { message: "tank u so mch", intent: "thanks" },
  {
    message:
      "If a household refuses to pay for waste collection services rendered under a verbal agreement, can we recover the arrears through the courts, and how likely is success without a written contract?",
    intent: "legal-question",
  },
  { message: "Mon mari me frappe quand il boit, hier soir encore. He says if I go to the police he will kill me. Je suis chez une voisine.", intent: "safety" },
  { message: "I'd like to book a consultation for my sister in Freetown to attend on my behalf. What dates are free next week?", intent: "booking" },
  { message: "d ship wey bring we keke parts damage half, d agent nor wan pay. una de handle cargo case?", intent: "area:shipping" },
  { message: "What's the best way to get hold of you from abroad — phone, email, WhatsApp?", intent: "contact" },
  { message: "how much is a dustbin at Abacha street now", intent: "off-topic" },
  {
    message:
      "Good afternoon. The Environmental Protection police unit has arrested our site manager at the Kingtom dumpsite and seized two vehicles. He is currently being held at the unit's office. Please advise on immediate legal representation.",
    intent: "urgent",
  },
  {
    message: "Dem don gi me paper sey me go court for fight wit me supervisor. Me nor de cell, me de home. Me need lawyer for defend me",
    intent: "area:criminal",
  },
  { message: "Me pikin say make me ask una email. Wetin e be?", intent: "email" },
  {
    message: "if a house owner don't pay after we finish emptying can I go back and pour the waste back in his compound is that against the law",
    intent: "legal-question",
  },
  {
    message:
      "The tricycle riders' union and a private waste company have fallen out over the revenue-sharing formula they agreed last year. Both parties have asked the ward to recommend someone neutral to settle the matter without going to court. Does your firm provide this kind of arbitration service?",
    intent: "area:arbitration",
  },
  { message: "do ur lawyrs speak mende", intent: "knowledge:Languages spoken" },
  { message: "What's the weather usually like in Freetown in August? Planning a trip to visit the team.", intent: "off-topic" },
  { message: "Is Fatmata Kamara still the senior partner? My aunt worked with her years ago.", intent: "attorney:Fatmata Kamara" },
  { message: "som boys frm nxt compond r throwing stons at my hous bcos i refusd to let them dump dirt hear, my childrn r insid and scared", intent: "safety" },
  {
    message:
      "I've just been told the police detained my brother, who manages my cleaning business, at the airport as he tried to fly to the UK. They say it's about a fight with a staff member. He's still there. Please help.",
    intent: "urgent",
  },
  { message: "my baby mama wan tek my pikin go Guinea, i wan custody. u fit help?", intent: "area:family" },
  { message: "where is the office I am coming from Waterloo which place should I stop", intent: "address" },
  { message: "??", intent: "unknown" },
  { message: "Please arrange a meeting between our directors and the partner handling arbitration at your earliest convenience.", intent: "booking" },
  {
    message:
      "A group of young tricycle riders in our ward wants to come together as a cooperative or limited company so they can bid for council contracts. They don't know which structure is best and need someone to handle the registration and constitution.",
    intent: "area:business",
  },
  { message: "my neighbour says my septic tank is on his land and he want to break it the boundary is not clear I need land lawyer", intent: "area:land" },
  { message: "Tu peux m'aider avec mes devoirs de maths? Mon fils a un exercice sur les fractions", intent: "off-topic" },
  { message: "Can my Freetown staff legally strike if I pay them two weeks late? I want to know where I stand.", intent: "legal-question" },
  { message: "d company wey gimme d keke on hire purchase wan seize am even tho i pay 70%, we get agreement. need lawyer", intent: "area:contract" },
  {
    message:
      "A latrine emptier from our ward has been held at the Waterloo police station since Sunday after the house owner accused him of damaging the septic tank and a fight broke out. His wife came to the ward office crying this morning. He has not been taken to court. What can be done for him today?",
    intent: "urgent",
  },
  { message: "are you open at lunchtime I can only come between 12 and 1", intent: "hours" },
  {
    message: "Le bateau qui amène nos bennes à ordures est arrivé mais le capitaine refuse de décharger, il dit que le fret n'est pas payé. We need help",
    intent: "area:shipping",
  },
  { message: "Thanks a lot, that's really helpful.", intent: "thanks" },
  {
    message:
      "A female sweeper came to the ward office this afternoon with bruises. She says her supervisor has been forcing himself on her and threatened to kill her if she reports him. She is staying in the office now and is too afraid to go home.",
    intent: "safety",
  },
  {
    message: "Does your firm advise on regulatory and commercial matters for waste management companies? Please outline your practice areas.",
    intent: "services",
  },
  { message: "Me wan make appointment for me and me sweeper friend dem. Wen una get time?", intent: "booking" },
  { message: "Can you recommend a good clinic near Kissy for a sweeper who has a bad cough from the dust?", intent: "off-topic" },
  { message: "Council de take tax from we small pay every month. Dem get right for do dat?", intent: "legal-question" },
  { message: "Police de na me door now, dem say dem de find me son wey fight wit di trader. Abeg wetin me go do?", intent: "urgent" },
  {
    message:
      "Our company has been served with a criminal summons under the public health regulations for operating an unlicensed dumpsite. We need defence counsel.",
    intent: "area:criminal",
  },
  { message: "Donnez-moi le numéro WhatsApp svp", intent: "phone" },
  { message: "me and the other emptying company have a problem about which area each one cover we want an arbitrator to decide", intent: "area:arbitration" },
  { message: "Before I bring the sweepers in, could you tell me who the lawyers at the firm are and what each one does?", intent: "team" },
  { message: "plz shedul me to see d lawyr on wensday, mornin is beta", intent: "booking" },
  { message: "Kindly confirm your office address for our courier.", intent: "address" },
  { message: "wich team win champions league las yr", intent: "off-topic" },
  {
    message:
      "My family want to transfer a plot in Goderich into my name so I can build a base for my cleaning company. Can you prepare the conveyance and check the title deed?",
    intent: "area:land",
  },
  { message: "Do you offer payment plans or legal aid? My Freetown staff can't afford full fees.", intent: "knowledge:Fees" },
  {
    message: "Mon patron m'a fait arrêter, je suis au commissariat maintenant. I asked for my salary and they say I threatened him. Aidez-moi s'il vous plaît",
    intent: "urgent",
  },
  {
    message:
      "A resident has been dumping refuse in the stream behind the market despite repeated warnings from the sanitation team. The ward wants to know what the maximum fine under the law is, and whether the ward itself can impose it or must go through the courts.",
    intent: "legal-question",
  },
  { message: "Dem de chase me wit stick now, dem say me na witch because me de sweep early morning. Me dey hide insai church", intent: "safety" },
  { message: "What time does the office open in the morning? I'd like to come before the ward office opens at ten.", intent: "hours" },
  { message: "Mon associé et moi voulons restructurer notre société de nettoyage, changer les directeurs. Vous faites ça?", intent: "area:business" },
  { message: "hw i go contact una?", intent: "contact" },
  { message: "i need som1 to help me wit d letters of administration, my husbnd died and lft no wil and his pple want d hous", intent: "area:family" },
  { message: "Me wan buy new broom, which market get cheap broom?", intent: "off-topic" },
  { message: "Is there somewhere to park the ward pickup near your office? Siaka Stevens Street is always full.", intent: "knowledge:Parking" },
  {
    message: "We have obtained an arbitral award against a municipal contractor and need to have it registered and enforced before the High Court in Freetown.",
    intent: "area:arbitration",
  },
  {
    message:
      "A former employee has reported me to the police in Freetown alleging I owe him wages and threatened him. I'm told I may be charged when I visit. I need a criminal lawyer to look into it before I travel.",
    intent: "area:criminal",
  },
  { message: "Vous traitez quels types de dossiers?", intent: "services" },
  { message: "Which email should I use to send over my documents?", intent: "email" },
  { message: "una de yeri Krio? me english nor strong", intent: "knowledge:Languages spoken" },
  {
    message:
      "We're exporting used compactors from the UK to a council project in Freetown. I need someone on the ground to handle port clearance issues and the bill of lading dispute with the carrier.",
    intent: "area:shipping",
  },
  { message: "Wetin me go carry come wen me de come see lawyer? Me get me council ID", intent: "knowledge:What to bring" },
  {
    message:
      "I need a proper supply agreement drafted with the Freetown company that provides our cleaning chemicals. The current arrangement is just a handshake.",
    intent: "area:contract",
  },
  { message: "euh... je sais pas", intent: "unknown" },
  { message: "ok I will go now bye", intent: "goodbye" },
  { message: "Good afternoon to you.", intent: "greeting" },
  { message: "Au revoir, à bientôt", intent: "goodbye" },
  { message: "Aw di bodi? Good evening o", intent: "greeting" },
  {
    message:
      "they arrested me small brother yesterday at the Calaba Town police for fighting with the house owner who refused to pay us he still inside please come",
    intent: "urgent",
  },
  { message: "Où je peux acheter des pièces pour moto tricycle pas cher à Freetown?", intent: "off-topic" },
  {
    message:
      "A resident has threatened to sue us after our truck damaged his wall while reversing. Is the company liable, or is the individual driver personally responsible?",
    intent: "legal-question",
  },
  { message: "me n my wife wan divorce, we get 2 pikin, need lawyer 4 d custody n all", intent: "area:family" },
  { message: "ar u open now", intent: "hours" },
  { message: "my brothr in law is standin at d door with a machet saying he will kill me over d land, i lockd myself in d room", intent: "safety" },
  { message: "We would be grateful if you could schedule a meeting with our legal team and one of your partners on Monday afternoon.", intent: "booking" },
  { message: "the bank want company papers before they give us loan for the new tanker I need lawyer to fix the company papers", intent: "area:business" },
  {
    message: "A consignment of spare parts for our compactor fleet was short-landed at Queen Elizabeth II Quay. We wish to bring a claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "dem arrest me nw nw, i de d stn @ kissy, dem gimme phone 4 2 min. pls sen lawyer", intent: "urgent" },
  { message: "How many lawyers does the firm have, and are any of them women?", intent: "team" },
  { message: "Le propriétaire veut m'expulser de la maison louée sans préavis, mais j'ai un bail. I need help with the lease", intent: "area:land" },
  { message: "wat food is gud for a child with fever", intent: "off-topic" },
  { message: "my landlord sey i must pay for emptyn d latrin even tho its his hous, is it d law dat tenant pay", intent: "legal-question" },
  {
    message: "Mon entreprise et un client ont un litige commercial, le contrat dit arbitrage à Freetown. Pouvez-vous nous représenter?",
    intent: "area:arbitration",
  },
  {
    message:
      "The council has employed our ward's sweepers for five years on month-to-month terms without written contracts, and now says it owes them nothing for the eight months of arrears because they were never 'permanent staff'. The sweepers want to bring an action against the council to recover their wages.",
    intent: "area:contract",
  },
  { message: "d council sey dem go charge me 4 illegal dumping, i get court nx wk. wan lawyer 2 defend me", intent: "area:criminal" },
  { message: "plz send me ur fone numbr", intent: "phone" },
  { message: "my uncle dey 4 Pademba Road remand since las wk, dem nor bring am 2 court. fight ova dumpsite money. wat 2 do", intent: "urgent" },
  { message: "Can you recommend a recruitment agency in Freetown for cleaners?", intent: "off-topic" },
  { message: "Est-ce que je peux avoir un rendez-vous la semaine prochaine? Lundi ou mardi", intent: "booking" },
  { message: "una de do land n police case or na only company?", intent: "services" },
  {
    message: "the youth in the area say if we come to empty the pit again they will beat us to death yesterday they beat my worker I am scared to go",
    intent: "safety",
  },
  { message: "i bin sign contract 2 work 4 d company 1yr bt i wan lef afta 6 mnth, dem fit sue me?", intent: "legal-question" },
  { message: "Me wan write me will so me pikin dem nor go fight after me die. Una de do dat?", intent: "area:family" },
  {
    message: "soljas came and tuk my nefew from d house this mornin, they sey he insultd them when they stop his rubish cart. we dnt know wer he is",
    intent: "urgent",
  },
  { message: "is ther place to park motor near ur ofis", intent: "knowledge:Parking" },
  { message: "Je veux investir dans une entreprise de collecte de déchets ici. I need advice on the investment paperwork.", intent: "area:business" },
  { message: "Abeg, how me go cook cassava leaf wit palm oil fine fine?", intent: "off-topic" },
  { message: "Le bureau est ouvert à quelle heure le matin?", intent: "hours" },
  { message: "we ship keke frm lagos, d vessel delay 2 mnth n we lose contract. wan claim frm d shipping ppl", intent: "area:shipping" },
  { message: "thank you very much God bless you", intent: "thanks" },
  {
    message:
      "Our tricycle collector has been held at the Congo Cross police station since Friday without charge following an incident with a client. We request that a lawyer attend to secure his release on bail.",
    intent: "urgent",
  },
  {
    message:
      "There is a long-running boundary quarrel between two families in our ward over the strip of land where the community bins stand. It has now become violent words at every meeting. Both families have old survey plans. The ward would like a land lawyer to look at the title documents.",
    intent: "area:land",
  },
  { message: "Le conseil ne m'a pas payé depuis 5 mois. Combien d'intérêts je peux réclamer si je vais au tribunal?", intent: "legal-question" },
  { message: "Comment vous contacter? Téléphone, email, tout?", intent: "contact" },
  { message: "custmr pull gun 4 me wen i ask 4 my money, i run bt he know wer i liv, i fraid", intent: "safety" },
  { message: "how many hours does it take to drive a tanker from Freetown to Makeni", intent: "off-topic" },
  { message: "pls set me up wit lawyer dis wk, anytym afta 4", intent: "booking" },
  { message: "i signd contrct wit compny to collect rubish wekly, dey com once a month. want lawyer to make dem respect d contrct", intent: "area:contract" },
  { message: "I have been told Mohamed Conteh is the person to see about land titles. Is he still with the firm?", intent: "attorney:Mohamed Conteh" },
  {
    message: "Mon neveu est détenu depuis trois jours, ils demandent deux millions pour le libérer. Il travaille comme balayeur. Qu'est-ce qu'on peut faire?",
    intent: "urgent",
  },
  { message: "my son was releasd on bail aftr fight wit d sweepr, now his trial is comng, we need a defens lawyr", intent: "area:criminal" },
  { message: "Me slip fall down for gutter wen me de work, me hand break. Council go pay me compensation by law? How much?", intent: "legal-question" },
  { message: "the landlord and i want sombody to mediat between us ovr the sanitation fees, not court", intent: "area:arbitration" },
  { message: "wat is ur emil adres", intent: "email" },
  { message: "Please provide a quote for twenty industrial wheelie bins delivered to our yard.", intent: "off-topic" },
  { message: "tell me about your lawyers who is working there", intent: "team" },
  { message: "Un groupe de jeunes est devant ma chambre, ils disent que je dois quitter le quartier ou ils vont me tuer. I am alone inside", intent: "safety" },
  {
    message: "Could you please book me in to see a lawyer this Friday? I will be bringing two sweepers with me, so we may need about an hour.",
    intent: "booking",
  },
  { message: "Police don grab me grandpikin na street wen e de push di cart, dem carry am go. E nor do notin. Abeg una help me now now", intent: "urgent" },
  { message: "my children mother does not allow me to see my kids since we separate I want a lawyer to help me with visitation", intent: "area:family" },
  { message: "Una de open early morning? Me finish sweep by 8 o'clock", intent: "hours" },
  { message: "d ppl dem i start d company wit nor wan share profit, board meeting nor de happen. need lawyer 4 company matter", intent: "area:business" },
  { message: "how much do you charge for the first meeting", intent: "knowledge:Fees" },
  { message: "Our ward office computer keeps freezing when I open Excel. Any idea how to fix it?", intent: "off-topic" },
  { message: "the council say we need a license to empty latrine but nobody ever told us before can they fine us for last year too", intent: "legal-question" },
  {
    message:
      "I have just received a call that the police are at the ward sanitation depot arresting all the workers who were on the night shift, after a resident was injured in a fight. They are loading them into a van as we speak. Please advise what we should do.",
    intent: "urgent",
  },
  { message: "i wan buy small lan 4 park my keke dem, need lawyer 2 check if d lan clean", intent: "area:land" },
  {
    message: "the council and our emptiers association want to settle our problem about fees through mediation not court can you do the mediation",
    intent: "area:arbitration",
  },
  { message: "wat i go carry come 4 d meeting?", intent: "knowledge:What to bring" },
  { message: "helo", intent: "greeting" },
  {
    message:
      "My Freetown manager says a mob is outside our office threatening to burn it because they think we dumped waste in their area. Staff are inside. What should they do?",
    intent: "safety",
  },
  {
    message: "a big hotel hire us to empty their septic for six months we do the work they refuse to pay now we want to take action on the contract",
    intent: "area:contract",
  },
  { message: "I land in Freetown on the 3rd. Can I book a face-to-face meeting for the 5th?", intent: "booking" },
  { message: "wich fone gud 4 under 1m leones?", intent: "off-topic" },
  { message: "Di lawyer dem for una office, na big big people? Tell me bout dem small.", intent: "team" },
  {
    message:
      "I chartered space on a vessel for recycling equipment going to Freetown and the charterer cancelled last-minute. I need a shipping lawyer to look at the charter party.",
    intent: "area:shipping",
  },
  {
    message:
      "One of our collectors punched a resident who spat at him. The resident is now demanding compensation from the council as his employer. I would like to know whether the council is legally responsible for what its worker did, or whether the worker alone must answer.",
    intent: "legal-question",
  },
  {
    message:
      "My business partner in Freetown was picked up by the CID this morning over a dispute with an ex-employee and is being kept at their headquarters. I need a lawyer to see him today if possible.",
    intent: "urgent",
  },
  { message: "Could you give me a general idea of the kinds of matters your firm handles? I am often asked by residents where to go.", intent: "services" },
  {
    message: "Je suis accusé d'avoir frappé un client, le procès est dans deux semaines. Je ne suis pas en prison. J'ai besoin d'un avocat pour me défendre.",
    intent: "area:criminal",
  },
  { message: "Una office de na which side? Me de come from Kissy", intent: "address" },
  { message: "Dem wan take we family lan for Regent for build dump site. Nobody pay we. Abeg una help we", intent: "area:land" },
  { message: "Me man de beat me every day wen me come from work. Yestade e broke me tooth. E say if me leave e go kill me. Me fraid", intent: "safety" },
  {
    message: "my bruthr ship a used trycycle from US for my rubish busnes, it came damagd at d port and d shippin compny refus to pay. we need lawyr for dis",
    intent: "area:shipping",
  },
  { message: "C'est quand le match Guinée contre Sierra Leone?", intent: "off-topic" },
  { message: "I need my standard cleaning services contract reviewed and adapted for Sierra Leone clients before I start bidding.", intent: "area:contract" },
  { message: "please I need appointment for tomorrow morning to see lawyer", intent: "booking" },
  {
    message:
      "A local businessman wants to invest in a private composting company that would take organic waste from our ward's markets. He has asked the ward to recommend a firm to set up the company and draft the investment documents.",
    intent: "area:business",
  },
  { message: "what number can I call you on", intent: "phone" },
  {
    message: "the police they keep my tanker driver and the truck at the station since morning they say we pour sludge in the sea he don't have anybody please",
    intent: "urgent",
  },
  { message: "Are you open during Christmas week, or does the office close?", intent: "hours" },
  {
    message: "My ex-husband in Freetown has stopped paying maintenance for our daughter who lives with my mother there. I need to take action.",
    intent: "area:family",
  },
  {
    message: "Do any of your lawyers speak Temne or Mende? Some of our sweepers are more comfortable in their own language.",
    intent: "knowledge:Languages spoken",
  },
  { message: "is ther any job for my son at the council cleening dept", intent: "off-topic" },
  {
    message: "If I sack an employee in Sierra Leone for stealing company fuel but can't prove it, will he win if he takes me to the tribunal?",
    intent: "legal-question",
  },
  { message: "r ur lawyrs men or women", intent: "team" },
  { message: "I was convicted for dumping and fined but I was not there I want to appeal the case", intent: "area:criminal" },
  {
    message:
      "We are in a commercial dispute with our fuel supplier and would prefer to resolve it through mediation before considering litigation. Could your firm facilitate this?",
    intent: "area:arbitration",
  },
  { message: "Il y a un parking près du cabinet?", intent: "knowledge:Parking" },
  { message: "Please could you share all your contact details so I can post them on the ward notice board?", intent: "contact" },
  { message: "wat servises do u ofer", intent: "services" },
  { message: "Please advise which documents we should bring to the initial consultation.", intent: "knowledge:What to bring" },
  { message: "yes so about the", intent: "unknown" },
  { message: "Many thanks for your help.", intent: "thanks" },
  { message: "Cheers, bye for now.", intent: "goodbye" },
];
