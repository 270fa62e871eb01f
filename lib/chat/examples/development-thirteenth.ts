import type { LabelledMessage } from "./labelled-message";

// Eight imagined writers:
//  Mariatu   - shopkeeper in Makeni, writes Krio with a few Temne words
//  Mr Cole   - retired civil servant, formal letters
//  Fatu      - young mother in Wellington, types fast, no punctuation, SMS shorthand
//  Hassan    - Lebanese trader on Kissy Road / Wilberforce Street, short broken English, Arabic words
//  Alusine   - okada rider using voice typing that mishears words ("lower" = lawyer, "lend" = land)
//  Zainab    - NGO case worker in Kenema / Freetown, crisp, acronyms
//  Pastor Emmanuel - church pastor in Wellington, speaks of "brethren" and "our congregation"
//  Ousmane   - returning migrant from Guinea, mixes French with English and Krio

export const DEVELOPMENT_THIRTEENTH: LabelledMessage[] = [
  // ── area:family ──
  {
    message:
      "Dear Sir/Madam, I write on behalf of the widow of my late brother, a retired headmaster who passed away in Bo last March without leaving a will. His eldest son from an earlier union has since taken possession of the bank book and the NASSIT papers and insists that the widow has no claim whatsoever. I should be grateful for the assistance of your Chambers in settling his estate fairly.",
    intent: "area:family",
  },
  {
    message: "my husband left since january he nor de send notin for the 3 pikin dem school fees don pass i wan make he pay for dem pls help",
    intent: "area:family",
  },
  {
    message:
      "Good afternoon. We have been caring for my sister's daughter since she was two. Her mother is in the UK now and says she doesn't want her back. We would like to make it official so that the girl is legally ours. Is that something your office handles?",
    intent: "area:family",
  },
  {
    message:
      "Kushe. Mi en mi man don de togeda 11 years, wi nor marred na church o na kot. Naw i bring ɔda uman na di os. A wan sɔm lɔya fɔ ɛp mi en mi pikin dem",
    intent: "area:family",
  },
  { message: "hello i want a lower for the vorce my why fell left the house two years ago and went to her people in bow", intent: "area:family" },
  {
    message:
      "Brethren in the legal profession, greetings in Jesus' name. A young couple in my congregation were joined under customary law in Kambia and now the husband wishes to end the union. The wife has asked me to find her proper representation so that her rights and those of the two children are protected. Kindly let me know whether you take up such matters.",
    intent: "area:family",
  },
  {
    message:
      "Bonjour. Ma femme est restée à Conakry avec les enfants, moi je suis revenu à Freetown. Now she want separate and take di children to France. Je veux garder contact with my children, I need avocat for dis",
    intent: "area:family",
  },
  {
    message:
      "Hello, my wife she is Sierra Leonean, me Lebanese, we marry in Beirut 2012. Now big problem, she want go back to her family in Kenema with our son and she say I will not see him. I need somebody who know family matter",
    intent: "area:family",
  },
  {
    message: "my baby father refuse to sign for the child birth certificate and he de say the boy nor to him. i want him to accept the child officially",
    intent: "area:family",
  },
  { message: "Mi mama don day, en mi ɔnkul dem don tek ɔl in tin dem, ivin in klos. Mi na di wan pikin we i bɔn. Abeg ɛp mi", intent: "area:family" },
  {
    message:
      "We're planning to marry in March but my fiancé's family insists on only a customary ceremony. I want it registered properly so that I'm protected later. Who at the firm deals with that?",
    intent: "area:family",
  },
  {
    message:
      "Hi, I'm a case worker with an NGO in Kenema. Our client is a widow in Kailahun whose in-laws say she must marry her late husband's brother or leave the compound with nothing. She wants to keep her children and her share. We're looking for representation for her.",
    intent: "area:family",
  },
  { message: "need help wit cstody of my 2 kids there dad drinks evryday and dem stay wit him now", intent: "area:family" },
  {
    message:
      "My ex-husband lives in Maryland (US) and sends nothing for our daughter. She is 9 and lives with me in Wellington. I'm looking for a way to make him contribute.",
    intent: "area:family",
  },
  {
    message:
      "Long story short: I married my wife at the Registrar in 2015, we built a house in Goderich together, three kids. Six months ago she moved to her mother's in Kissy and now she says she's done. I don't want a fight, I just want to end it properly and sort out the children's arrangements.",
    intent: "area:family",
  },
  { message: "my grandfather's will, my aunty is hiding it and won't let anybody read it since the burial", intent: "area:family" },

  // ── area:business ──
  {
    message:
      "Habibi I have small supermarket on Wilberforce Street, now I want open second one in Bo with local partner. We need proper company papers so nobody cheat nobody later. You do this?",
    intent: "area:business",
  },
  { message: "how to register a company in SL", intent: "area:business" },
  {
    message:
      "Dear Sir, Upon my retirement from the civil service I intend to establish a modest consultancy. I require guidance on incorporation with the Corporate Affairs Commission and the subsequent registration with the National Revenue Authority. Kindly indicate whether your Chambers undertakes such work.",
    intent: "area:business",
  },
  { message: "A get shɔp na Makeni, Azzolini Highway. A wan mek am big, get di pepa dem frɔm kansul en ɔl. Una de ɛp wit dat?", intent: "area:business" },
  {
    message: "our board hasnt met in 3 yrs and the MD is running the company like its his own pocket. minority shareholders need advice",
    intent: "area:business",
  },
  { message: "The bank froze our company account last week without any explanation and we have 40 staff to pay on Friday.", intent: "area:business" },
  {
    message: "i want to start a keke business with my brother and my friend we want to right the papers of the partner ship so nobody shop the other one later",
    intent: "area:business",
  },
  {
    message:
      "We are a small community organisation hoping to become a company limited by guarantee so we can take on contracts. We need help with registration and a proper constitution.",
    intent: "area:business",
  },
  {
    message:
      "Je veux ouvrir une petite boutique de pièces détachées à Kissy. Je suis guinéen. I need all di papers dem for foreigner to open business here, who can do it for me",
    intent: "area:business",
  },
  {
    message:
      "Bank approved a loan for our hardware business but the facility letter is 30 pages of small print. We need a lawyer to go through the finance documents with us before we draw down.",
    intent: "area:business",
  },
  {
    message:
      "Our church runs a small savings and loans scheme for members and we wish to formalise it into a proper registered entity that is accountable to the members. Can you guide us through that?",
    intent: "area:business",
  },
  {
    message: "me and 2 partners have a restaurant at Aberdeen, one partner wants out and wants his share paid, we dont know how to value it or do it properly",
    intent: "area:business",
  },
  { message: "trade licence renewal FCC help", intent: "area:business" },
  {
    message: "I'm the company secretary of a small mining services firm. We need to restructure the shareholding before a new investor comes in next quarter.",
    intent: "area:business",
  },
  {
    message:
      "Hi, diaspora here in London. Want to put money into a poultry farm in Waterloo with my cousin but I want the company set up right from day one so my investment is protected.",
    intent: "area:business",
  },
  { message: "i do hair from my house now i wan open proper salon in Lumley and register it so i can get loan from the bank", intent: "area:business" },

  // ── area:shipping ──
  {
    message:
      "My container is at Queen Elizabeth quay 3 weeks now, customs say documents not complete, demurrage every day going up. 40ft, tiles from China. Yalla I need help fast",
    intent: "area:shipping",
  },
  { message: "cargo came damaged, half the bags of rice wet. shipping line says not their problem", intent: "area:shipping" },
  {
    message:
      "Dear Sir/Madam, Upon my return from the United Kingdom I shipped my personal effects from Southampton in a consolidated container. The consignment has now lain at the port for two months and the clearing agent has become unreachable. I seek your assistance in recovering my goods.",
    intent: "area:shipping",
  },
  {
    message:
      "my boss tell me to find a lower for the boat matter the fishing vessel them seize at see near Shenge the crew them done come back home the owner want lower for the boat",
    intent: "area:shipping",
  },
  { message: "Freight forwarder collected payment for shipping 2 cars from Antwerp and now cannot be reached. Cars never loaded.", intent: "area:shipping" },
  {
    message:
      "J'ai des marchandises en transit pour Conakry via le port de Freetown, la douane bloque tout. Transit goods for Guinea stuck 1 month, need help with port matter",
    intent: "area:shipping",
  },
  { message: "who handles maritime claims? there was a collision between our boat and a cargo vessel at the anchorage", intent: "area:shipping" },
  { message: "bill of lading problem, consignee name wrong, line wants huge fee to amend and wont release", intent: "area:shipping" },
  { message: "Our vehicle was auctioned by the port after overtime without any notice to us.", intent: "area:shipping" },
  {
    message: "Mi pikin sɛn mi barrel frɔm Amɛrika, dem se i de na wɔf bɔt dem wan bɔku mɔni bifo dem rilis am. A nor get dat kain mɔni. Wetin a fɔ du?",
    intent: "area:shipping",
  },
  {
    message:
      "Our partner shipped medical consumables for our clinics and the consignment is held at the port pending a duty waiver. The MDAs keep sending us back and forth between offices. We need someone to take this on.",
    intent: "area:shipping",
  },
  {
    message:
      "Our container was opened at the terminal and half the goods are missing. The terminal says it's the shipper's fault, the shipper says it's the terminal.",
    intent: "area:shipping",
  },
  {
    message:
      "A brother in our ministry shipped donated hymn books and plastic chairs from Tema. The container has been held for weeks and the storage charges keep climbing. We need someone who understands the port.",
    intent: "area:shipping",
  },
  { message: "marine insurance claim rejected after our generator fell into the water during offloading at the quay", intent: "area:shipping" },
  { message: "bought a used fishing boat in Tombo, now SLMA say the registration is not valid and they won't let it go out", intent: "area:shipping" },

  // ── area:land ──
  { message: "Mi papa in lan na Makeni, di famili dem wan sɛl am en dem nor tɛl mi. Mi na di big pikin. Wi get di pepa frɔm di chif.", intent: "area:land" },
  {
    message:
      "Dear Sir/Madam, In 2009 I purchased a plot at Kossoh Town and I hold a conveyance duly registered. I have lately discovered that persons unknown to me have commenced construction upon it. I request your professional assistance in protecting my title.",
    intent: "area:land",
  },
  { message: "landlord want me out by end of month after i pay 2 years rent advance only 8 months gone he say he sell the house", intent: "area:land" },
  { message: "some man them come build fence inside my aunty lend at Waterloo they say they buy am from the same family", intent: "area:land" },
  {
    message: "Je veux acheter un terrain à Waterloo. Comment savoir si le vendeur est le vrai propriétaire? I need somebody to check di documents before I pay",
    intent: "area:land",
  },
  {
    message: "I rent warehouse on Kissy Road, owner died, now his children all come, each one want rent from me. Big wahala. I need help with this",
    intent: "area:land",
  },
  { message: "boundary fight with neighbour in Goderich, he moved the pillars at night", intent: "area:land" },
  {
    message:
      "We support a women's farming cooperative in Moyamba on chiefdom land. An investor has been given a lease over part of it and the women were never consulted. They'd like legal support.",
    intent: "area:land",
  },
  {
    message:
      "Our church purchased land in Hastings for a new sanctuary in 2018. The seller has now resold the same plot to another person who is already clearing it. We need help to protect the church's property.",
    intent: "area:land",
  },
  { message: "survey plan and deed for my house in Wellington got burnt in a fire, need new ones", intent: "area:land" },
  { message: "my tenant no pay rent 7 months and refuses to leave my house in Bo", intent: "area:land" },
  { message: "need conveyancing for a house purchase in Juba Hill", intent: "area:land" },
  { message: "di lan wey mi granpa lef, mi ɔnkul dem don sɛl am to wan man frɔm Kono", intent: "area:land" },
  { message: "buying a flat off-plan in Aberdeen from a developer, want someone to check the title before I transfer the money", intent: "area:land" },
  { message: "Evction notice frm landlord 2 days only", intent: "area:land" },
  {
    message:
      "I've lived in my late father's house in Brookfields for 20 years. Last week a man came with a document saying he bought it from my stepmother in 2016. Nobody ever told us anything. He's now saying we must leave by December.",
    intent: "area:land",
  },
  { message: "title deeds", intent: "area:land" },
  { message: "Lands ministry people came and marked our houses in Dwarzark with red X saying it is state land", intent: "area:land" },

  // ── area:arbitration ──
  {
    message:
      "Me and my supplier in Guinea we fight about money 2 years now, we don't want court, too long. We want somebody neutral to sit with us and finish it",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, A disagreement has arisen between the estate of my late cousin and a construction firm over the completion of a building. Both parties wish to avoid protracted litigation and would prefer an independent third party to assist them in reaching a settlement.",
    intent: "area:arbitration",
  },
  { message: "our contract says disputes go to arbitration in Freetown. other side has started the process. need representation", intent: "area:arbitration" },
  {
    message:
      "Two elders in our church are partners in a transport business and are now at each other's throats over profits. I don't want them in court, it will bring shame on the church. Is there a professional who can help them talk and settle?",
    intent: "area:arbitration",
  },
  { message: "mediation services?", intent: "area:arbitration" },
  {
    message:
      "Our consortium partners disagree over how the final grant tranche should be split. We'd rather resolve this through a facilitated process than sue each other. Do you offer that?",
    intent: "area:arbitration",
  },
  { message: "Conflit commercial avec un partenaire à Freetown, on veut une médiation, pas le tribunal. Vous faites ça?", intent: "area:arbitration" },
  { message: "joint venture in mining, investor and local partner deadlocked, JV agreement has an ADR clause", intent: "area:arbitration" },
  {
    message: "Mi en mi kɔmpin we get shɔp togɛda de kwarel bɔt mɔni. Wi nor wan go kot. Wi wan pɔsin we nor de pan nobɔdi in said fɔ sidɔm wit wi",
    intent: "area:arbitration",
  },
  { message: "we got an award against a company in Ghana from an ICC tribunal and want it recognised and enforced here", intent: "area:arbitration" },
  {
    message:
      "construction company and our firm disagree on the final bill for the office block. we want to settle this outside court quickly with someone independent",
    intent: "area:arbitration",
  },
  {
    message:
      "the okada riders union and the keke owners want somebody to settle the money matter between them without court and without police like a neutral person",
    intent: "area:arbitration",
  },
  { message: "Looking for a neutral party for a dispute between two shareholders who want to avoid going to court", intent: "area:arbitration" },
  { message: "my distributor owes us but we want to keep the relationship, looking for a way to settle this out of court", intent: "area:arbitration" },

  // ── area:contract ──
  { message: "i work for a supermarket 3 years dem sack me no reason no letter no pay for last 2 months", intent: "area:contract" },
  { message: "I give my motor bike on work and pay and the man stop paying since four months and the bike is still with him", intent: "area:contract" },
  {
    message: "I supply cement to contractor on credit, he sign paper, now he don't pay 180 million leones, he say next week next week since 6 months",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir/Madam, I retired from a statutory body in 2021 and my end-of-service benefits remain unpaid despite numerous letters to the Board. I seek representation in order to recover what is lawfully due to me.",
    intent: "area:contract",
  },
  { message: "need someone to draft a service agreement for my IT company with a new client", intent: "area:contract" },
  {
    message:
      "A former driver of ours claims he was dismissed unfairly and has written to the Ministry of Labour. We need advice for the organisation on the employment side.",
    intent: "area:contract",
  },
  { message: "J'ai travaillé pour une société chinoise à Lungi, 6 mois pas payé. They owe me salary and they say go away", intent: "area:contract" },
  {
    message:
      "A contractor collected 60 percent of the money to roof our church and disappeared after putting up only the trusses. We have the signed agreement with his name and stamp.",
    intent: "area:contract",
  },
  { message: "my employer cut my salary by half without telling me and says if I complain I go", intent: "area:contract" },
  { message: "Mi gi wan man mi mɔni fɔ bring gudz frɔm Conakry, wi rayt pepa, i nor bring natin en i nor wan gi mi bak mi mɔni", intent: "area:contract" },
  { message: "breach of contract", intent: "area:contract" },
  {
    message: "hired an events company for my wedding, they cancelled 3 days before and won't refund the deposit even though our agreement says they must",
    intent: "area:contract",
  },
  { message: "forced to resign after maternity leave, company said my post no longer exists. need help", intent: "area:contract" },
  { message: "I'm a teacher at a private school in Kenema, they owe all the staff 5 months salary", intent: "area:contract" },
  {
    message: "Distribution agreement with a Nigerian company, they keep changing the terms on us. Need a lawyer to review and renegotiate.",
    intent: "area:contract",
  },
  { message: "security guard, worked 12 hours every day for 2 years no overtime and they never paid NASSIT for me", intent: "area:contract" },

  // ── area:criminal ──
  {
    message: "police give me an invitation to come to the sea I D on Monday about the accident with my okada I don't want to go alone",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, I have received a summons to appear before the Magistrate Court at Pademba Road on a charge of forgery relating to documents I signed in office many years ago. I wish to retain counsel for my defence.",
    intent: "area:criminal",
  },
  {
    message: "Somebody accuse me I sell fake goods, they report me to police, police ask me to come for statement tomorrow. I need lawyer with me",
    intent: "area:criminal",
  },
  { message: "my brother just come out on bail yesterday and the case start next week he need lawyer pls", intent: "area:criminal" },
  {
    message:
      "We're supporting a young man who was beaten in police custody last year. He's been released and wants to pursue the officers involved. It's a human rights matter and we need counsel.",
    intent: "area:criminal",
  },
  {
    message: "On m'accuse de vol au marché de Dove Cot, mais c'est faux. They say I steal phone, the case is at court next month. I need avocat",
    intent: "area:criminal",
  },
  {
    message:
      "One of our youth leaders has been charged with assault after a fight at a football match. He is home on bail. His mother has asked me to find him a good defence lawyer.",
    intent: "area:criminal",
  },
  { message: "charged with fraud, first hearing in 2 weeks", intent: "area:criminal" },
  { message: "my son was released last night after 3 days, police said they will charge him later. we need a lawyer", intent: "area:criminal" },
  { message: "Dem de se mi tif mɔni na di osusu. Dem don go ripɔt mi na polis, dem se a fɔ kam tumara", intent: "area:criminal" },
  {
    message:
      "My uncle's case has been adjourned 9 times at the magistrate court. He's on bail but the prosecution never brings witnesses. We want a new lawyer.",
    intent: "area:criminal",
  },
  { message: "criminal defence lawyer", intent: "area:criminal" },
  { message: "there's a warrant out for my arrest, I'm not hiding, I want to present myself with a lawyer", intent: "area:criminal" },
  { message: "my neighbour reported me under the cyber security act because of facebook posts, I got a call from the police to come", intent: "area:criminal" },
  { message: "Accused of drink driving in Lumley, police took my licence and I have to appear in court", intent: "area:criminal" },
  {
    message: "My late husband's brother has accused me of poisoning him and took it to the chiefdom police. They want me to come and answer. I did nothing.",
    intent: "area:criminal",
  },

  // ── urgent ──
  { message: "polis don tek mi brɔda na Congo Cross stesin sens las nɛt", intent: "urgent" },
  { message: "My son was picked up by police this morning at Lumley junction and they won't tell us why", intent: "urgent" },
  { message: "they just carry my husband to kissy police station pls wetin i go do they nor want let me see am", intent: "urgent" },
  { message: "the police seas my bike and carry my friend to the station at east end they lock him in the sell", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write in considerable distress. My nephew was detained yesterday evening at the Central Police Station on Pademba Road and has not been permitted to see anyone. I request that counsel attend upon him without delay.",
    intent: "urgent",
  },
  {
    message:
      "Please please my worker he is now in police station Aberdeen, they take him from my shop one hour ago, say stolen goods, I need lawyer go there now",
    intent: "urgent",
  },
  {
    message: "Mon frère est à la police depuis hier, ils l'ont arrêté à la frontière à Gbalamuya pour les papiers. He is still there. Aidez-moi",
    intent: "urgent",
  },
  {
    message:
      "Our staff member was detained by police at a checkpoint outside Kenema this afternoon during a field visit. She is still being held. We need a lawyer to go to the station today.",
    intent: "urgent",
  },
  {
    message: "Brethren, one of our deacons was arrested during the night vigil and is still in the cell at the Wellington police post. Please send help.",
    intent: "urgent",
  },
  { message: "Dem don put mi man na sɛl na Makeni polis. Tu de naw. Abeg", intent: "urgent" },
  { message: "POLICE AT MY GATE NOW THEY WANT TAKE MY HUSBAND", intent: "urgent" },
  { message: "my dauhgter is in custdy since friday no charge", intent: "urgent" },
  { message: "they just arrested my brother at the market", intent: "urgent" },
  {
    message:
      "I run a small provisions shop in Calaba Town with my husband. Last month we had a quarrel with the neighbour over the drainage, it got bad and he reported us. Today around 11 they came and took my husband in a pickup and now he is at the Calaba Town police post. Please can someone come",
    intent: "urgent",
  },
  { message: "mi pikin de na polis stesin sens tide, dem nor gi am it", intent: "urgent" },
  { message: "he has been on remand at Pademba Road for 5 months without trial", intent: "urgent" },
  { message: "my cousin was taken by men in uniform from his house in Kissy last night and we don't know where they have him", intent: "urgent" },
  { message: "is it legal for police to hold my son 4 days without charge? he's still there", intent: "urgent", also: ["legal-question"] },
  { message: "kushe, abeg una get lɔya we fit go Waterloo stesin naw naw? dem lɔk mi brɔda", intent: "urgent" },
  { message: "my boyfriend got locked up at the airport in Lungi, they holding him since this morning", intent: "urgent" },
  { message: "Detained at Ross Road station, need bail now, please call me back", intent: "urgent" },
  { message: "my brother is in police cost today since morning they say he hit a woman with the bike", intent: "urgent" },
  { message: "we are at the police station now. they are keeping my father inside", intent: "urgent" },
  {
    message:
      "Good evening. I hope this reaches someone. We are from Bo but my son stays in Freetown for university. He called me this morning crying, he said they took him from the hostel with other boys after a fight on campus and he is at the station in Brookfields. Since then his phone is off. I don't know anyone in Freetown and I'm on the road now.",
    intent: "urgent",
  },
  { message: "polis dem ol mi sista se i tif; i de insay stil", intent: "urgent" },
  { message: "My nephew from Beirut, immigration hold him at Lungi airport since yesterday say visa problem, they don't let him go", intent: "urgent" },
  { message: "arrested last night still at station how do I get him out", intent: "urgent" },
  { message: "my wife is in the cell at Kissy since morning for a debt matter", intent: "urgent" },
  { message: "dem tek mi pikin papa na cid dis morning e nor cam back yet e phone off", intent: "urgent" },
  {
    message: "police came to the house and took my 15 year old, he's being held at the Family Support Unit and they didn't let me go with him",
    intent: "urgent",
  },
  { message: "Is there a lawyer available right now? Our client is being held at Lumley police station", intent: "urgent" },
  { message: "mon oncle a été arrêté ce matin à Kissy, la police l'a pris, il est toujours dedans. Besoin avocat vite", intent: "urgent" },
  { message: "MY SON IS IN POLICE CELL", intent: "urgent" },
  { message: "sir my brodar dey for police since tuesday pls", intent: "urgent" },
  { message: "hello lower please my friend is hold at the police post in Jui the police man sees him and his bike since eight a clock", intent: "urgent" },
  {
    message:
      "hello, I wanted to ask about your fees for land matters but something just happened, my husband's driver called to say police stopped them at the Hill Station checkpoint and took my husband to the station. He's there now.",
    intent: "urgent",
  },
  {
    message: "Our youth pastor was picked up on the church premises by plain clothes officers an hour ago. We don't know which station. Please advise urgently",
    intent: "urgent",
  },
  { message: "my father on remand pademba road need lawyer", intent: "urgent" },
  { message: "Ya, dem kam pul mi brɔda na os yɛstade nɛt, i stil de na polis. Abeg ɛp wi", intent: "urgent" },
  { message: "they have my husband at the station and they are asking for money to release him", intent: "urgent" },

  // ── safety ──
  { message: "my husband beat me last night and says he will kill me if I tell anybody", intent: "safety" },
  { message: "he de beat me every night when e drink i dey hide na toilet now pls help", intent: "safety" },
  { message: "somebody is threatening to burn my house over a land dispute, they came with cutlasses yesterday and said they will be back", intent: "safety" },
  {
    message:
      "I have a survivor with me right now who was sexually assaulted by her employer two days ago. She is terrified to go back there. What can you do for her?",
    intent: "safety",
  },
  { message: "I am afraid for my life. My ex keeps sending threats and he was outside my house again tonight", intent: "safety" },
  {
    message: "A girl of 14 in our church has confided to my wife that her stepfather abuses her. She is with us now and refuses to go home.",
    intent: "safety",
  },
  { message: "Mi man de bit mi, i de tek kɔtlas se i go kil mi. A don rɔn go mi mama os", intent: "safety" },
  { message: "my neighbours son raped my daughter. she is 12", intent: "safety" },
  { message: "Some boys come to my shop every night, they say if I don't pay them they burn it and hurt my family", intent: "safety" },
  { message: "the area boys them say they will chop me with knife if i pass that junction again because of small accident", intent: "safety" },
  { message: "Ma belle-famille me menace, ils disent qu'ils vont me tuer si je réclame la maison de mon mari. I'm scared", intent: "safety" },
  { message: "domestic violence help", intent: "safety" },
  { message: "my brother in law hit me with a stick today in front of my kids, I have bruises all over, I can't go back there", intent: "safety" },
  { message: "HE IS OUTSIDE MY DOOR WITH A KNIFE", intent: "safety" },
  { message: "my boss is forcing me to sleep with him to keep my job and i'm scared of what he will do if i refuse", intent: "safety" },
  { message: "someone has been following me home and left a note saying they know where my children go to school", intent: "safety" },
  {
    message:
      "Dear Sir, I am an elderly man living alone in Murray Town. My own son has struck me twice this month and takes my pension by force. I am frightened to remain in my own house.",
    intent: "safety",
  },
  { message: "my sister's husband locked her in the room and won't let her out, she just texted me", intent: "safety" },
  { message: "dem se dem go kil mi if a go kot fɔ di lan", intent: "safety" },
  { message: "my uncle touch me at night when everybody sleep i am 15 i dont know who to tell", intent: "safety" },
  { message: "I left my husband because he beats me but now he's sending people to threaten my mother's house", intent: "safety" },
  {
    message: "A woman in Kroo Bay reports her partner poured hot water on her this morning. She's hiding at a neighbour's. Where can she be safe tonight?",
    intent: "safety",
  },
  { message: "threatened with a gun by my landlord's son", intent: "safety" },
  { message: "wan man de tret mi se i go kil mi pikin if a nor gi am mɔni", intent: "safety" },
  { message: "My wife beats me and the children and I don't know where to go", intent: "safety" },

  // ── off-topic ──
  { message: "write a short story about a judge who falls in love", intent: "off-topic" },
  { message: "how much is a town lot in Tokeh these days", intent: "off-topic" },
  { message: "best court shoes for a wedding", intent: "off-topic" },
  { message: "what's the weather in Freetown tomorrow", intent: "off-topic" },
  { message: "recipe for cassava leaf with bonga fish", intent: "off-topic" },
  { message: "can you write a speech for my daughter's wedding", intent: "off-topic" },
  { message: "Please help me write a sermon on Solomon's judgement between the two mothers for Sunday service", intent: "off-topic" },
  { message: "who won the Sierra Leone premier league last season", intent: "off-topic" },
  { message: "how do I fix my phone that keeps restarting", intent: "off-topic" },
  { message: "essay on the importance of the rule of law for my JSS 3 homework", intent: "off-topic" },
  { message: "what is the capital of Guinea", intent: "off-topic" },
  { message: "tell me a joke about lawyers", intent: "off-topic" },
  { message: "how much is a bag of rice in Kenema now", intent: "off-topic" },
  { message: "Habibi where to find good shawarma in Freetown", intent: "off-topic" },
  { message: "Leone to dollar rate today", intent: "off-topic" },
  { message: "what time the ferry leave Tagrin go to Kissy", intent: "off-topic" },
  { message: "Combien coûte le billet de bus Freetown-Conakry?", intent: "off-topic" },
  { message: "best beach in Sierra Leone, River No 2 or Tokeh?", intent: "off-topic" },
  { message: "where can I watch Suits season 1 free online", intent: "off-topic" },
  { message: "poem about justice for my literature class", intent: "off-topic" },
  { message: "how many MPs are in parliament in SL", intent: "off-topic" },
  { message: "who is the chief justice of Sierra Leone", intent: "off-topic" },
  { message: "Wetin na di pris fɔ bag sima na Makeni naw", intent: "off-topic" },
  { message: "rent a car for the weekend in Freetown", intent: "off-topic" },
  { message: "ideas for a birthday party in Aberdeen for a 10 year old", intent: "off-topic" },
  { message: "how to plant pepper in the dry season", intent: "off-topic" },
  { message: "draft me a love letter for my girlfriend", intent: "off-topic" },
  { message: "movie recommendations like A Time to Kill", intent: "off-topic" },
  { message: "which baby formula is best for 6 month baby", intent: "off-topic" },
  { message: "how to open a facebook business page", intent: "off-topic" },
  { message: "when is Bo Rangers vs East End Lions", intent: "off-topic" },
  { message: "Can you help me write a donor report for our WASH project in Pujehun", intent: "off-topic" },
  { message: "compose a rap song about police and thief", intent: "off-topic" },
  { message: "how to cook jollof rice for 50 people", intent: "off-topic" },
  { message: "is it going to rain in Bo this weekend, we want to start clearing the land", intent: "off-topic" },
  { message: "what date is Independence Day in Sierra Leone", intent: "off-topic" },
  { message: "crossword clue: legal document, 4 letters", intent: "off-topic" },
  { message: "why do judges wear wigs, history", intent: "off-topic" },
  { message: "cheapest place to buy a container house in Freetown", intent: "off-topic" },
  { message: "whats the best phone for taking pictures under 2 million leones", intent: "off-topic" },

  // ── legal-question ──
  { message: "can my husband take the children to Guinea without my permission?", intent: "legal-question" },
  { message: "is it legal for my landlord to lock my room because I'm late with rent", intent: "legal-question" },
  { message: "how many years in prison for stealing a phone in sierra leone", intent: "legal-question" },
  { message: "If my father died without a will, do his children from outside the marriage inherit too?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I should be obliged if you could advise whether a conveyance executed in 1987 but never registered remains valid as against a subsequent purchaser who has registered.",
    intent: "legal-question",
  },
  { message: "If I am Lebanese but born here in Freetown, can I own land freehold in Western Area or only lease?", intent: "legal-question" },
  { message: "if i leave the house with the kids will he get custody because i left", intent: "legal-question" },
  { message: "can police take my bike for no license and keep it for one month is that the law", intent: "legal-question" },
  { message: "my employer sacked me by whatsapp message, is that legal?", intent: "legal-question" },
  { message: "Est-ce que mon mariage à Conakry est valable ici? my marriage from Guinea it count in Sierra Leone?", intent: "legal-question" },
  { message: "do I have a case if the hospital lost my mother's file and she died after", intent: "legal-question" },
  { message: "what will the court give me for maintenance for 2 children if he earns 5 million a month", intent: "legal-question" },
  { message: "should I sign the agreement my landlord gave me? it says he can increase rent any time he wants", intent: "legal-question" },
  { message: "If wan uman nor marred na church, i get rayt pan in man in prɔpati wen i day?", intent: "legal-question" },
  { message: "can a girl of 16 marry legally in Sierra Leone", intent: "legal-question" },
  { message: "Will I lose my share of the house if I divorce him? it's only in his name", intent: "legal-question" },
  { message: "is a verbal agreement binding in SL", intent: "legal-question" },
  { message: "can my company dismiss me while I'm on sick leave", intent: "legal-question" },
  { message: "Quick question: under the Sexual Offences Act, is it still an offence if the girl was 17 and said she agreed?", intent: "legal-question" },
  {
    message: "Is a marriage conducted in our church valid if the church is not licensed by the Registrar, or must couples also do a civil registration?",
    intent: "legal-question",
  },
  { message: "will i win if i sue my neighbour for building on my land", intent: "legal-question" },
  { message: "Can my tenant refuse to leave when his lease has expired?", intent: "legal-question" },
  { message: "what is the penalty for driving without insurance", intent: "legal-question" },
  { message: "the bank charged me interest I never agreed to, can they do that", intent: "legal-question" },
  { message: "can I be arrested for owing money", intent: "legal-question" },
  { message: "my brother's name is on the deed but I paid half, can I claim my part", intent: "legal-question" },
  { message: "Is it illegal to record my boss without him knowing?", intent: "legal-question" },
  { message: "If the shipping company lost my container, are they liable for the full value or only up to a limit?", intent: "legal-question" },
  { message: "can my ex stop me seeing my son if i haven't paid maintenance", intent: "legal-question" },
  { message: "Does a will have to be written by a lawyer to be valid or can I write it myself?", intent: "legal-question" },
  { message: "at what age can a child choose which parent to live with", intent: "legal-question" },
  { message: "if someone gets bail, can they travel outside the country?", intent: "legal-question" },

  // ── knowledge:Fees ──
  { message: "ɔmɔs una de chaj fɔ konsultashɔn", intent: "knowledge:Fees" },
  { message: "Dear Sir/Madam, Kindly furnish me with your scale of fees for an initial consultation.", intent: "knowledge:Fees" },
  { message: "do you offer free legal help for people who cannot pay", intent: "knowledge:Fees" },
  { message: "can i pay small small every month i nor get all the money one time", intent: "knowledge:Fees" },
  { message: "price for consultation?", intent: "knowledge:Fees" },
  { message: "How much for lawyer for my container problem, you take dollars or leones?", intent: "knowledge:Fees", also: ["area:shipping"] },

  // ── knowledge:Languages spoken ──
  { message: "Una lɔya dem de tɔk Temne? mi Krio nor tu gud", intent: "knowledge:Languages spoken" },
  { message: "Est-ce qu'un avocat parle français chez vous?", intent: "knowledge:Languages spoken" },
  { message: "does anyone there speak Mende, my grandmother wants to explain herself in her own language", intent: "knowledge:Languages spoken" },
  { message: "Do you provide an interpreter for Fula speakers?", intent: "knowledge:Languages spoken" },
  { message: "u speak krio?", intent: "knowledge:Languages spoken" },
  { message: "Is there lawyer speak Arabic or only English?", intent: "knowledge:Languages spoken" },

  // ── knowledge:Parking ──
  { message: "where can I park when I come to your office", intent: "knowledge:Parking" },
  { message: "Is there parking on Siaka Stevens Street? I'm driving in from Lumley", intent: "knowledge:Parking" },
  {
    message: "I shall be driving myself to the appointment. Kindly advise whether there is secure parking available for visitors.",
    intent: "knowledge:Parking",
  },
  { message: "any place to leave my car near the office", intent: "knowledge:Parking" },
  { message: "can I park my jeep in front of your office or is there a compound", intent: "knowledge:Parking" },
  { message: "parking?", intent: "knowledge:Parking" },

  // ── knowledge:What to bring ──
  { message: "what documents should i bring for my first meeting", intent: "knowledge:What to bring" },
  { message: "wat papers i fi bring wen a cam", intent: "knowledge:What to bring" },
  { message: "A fɔ kam wit mi lan pepa dem? wetin ɔda tin a fɔ bring", intent: "knowledge:What to bring" },
  {
    message: "Kindly let me know which documents I ought to bring to the consultation concerning my late brother's estate.",
    intent: "knowledge:What to bring",
  },
  { message: "do i need to bring my ID card", intent: "knowledge:What to bring" },
  { message: "Quels documents je dois apporter pour le rendez-vous? passport ok?", intent: "knowledge:What to bring" },

  // ── booking ──
  { message: "I want to book an appointment with a lawyer for Tuesday", intent: "booking" },
  { message: "can I see someone tomorrow morning about my land", intent: "booking" },
  { message: "Dear Sir/Madam, I should like to arrange a consultation at your Chambers at a date convenient to you in the coming week.", intent: "booking" },
  { message: "pls i wan see lawyer 2moro i go cam wit ma baby", intent: "booking" },
  { message: "I want meet lawyer this week, Thursday ok? after 2 o'clock", intent: "booking" },
  { message: "I want to make a point meant to see a lower on Friday", intent: "booking" },
  { message: "Je voudrais prendre rendez-vous avec un avocat, lundi si possible", intent: "booking" },
  { message: "A wan kam si lɔya Mɔnde, a go kam frɔm Makeni", intent: "booking" },
  { message: "Could we schedule a consultation for two of our clients sometime next week? Mornings work best for them.", intent: "booking" },
  { message: "I would like to bring a couple from my church to meet one of your family lawyers. When can we come?", intent: "booking" },
  { message: "book consultation", intent: "booking" },
  { message: "I'm in the UK, would like to set up a video call with a lawyer next week", intent: "booking" },
  { message: "I need to see Fatmata Kamara on Wednesday", intent: "booking", also: ["attorney:Fatmata Kamara"] },
  { message: "wan appointment pls", intent: "booking" },
  { message: "how do I get an appointment", intent: "booking" },
  { message: "Can I come in today at 3 to speak with someone about my husband's will", intent: "booking" },
  { message: "set up meeting with a land lawyer next monday", intent: "booking" },
  { message: "I would like a consultation regarding a business matter. Any slot on Friday?", intent: "booking" },
  { message: "abeg a wan kam tɔk to lɔya, usay a fɔ rayt mi nem", intent: "booking" },
  { message: "Reserve me a time with your criminal lawyer please, as soon as possible this week", intent: "booking" },
  { message: "we want to come as a family to sit with a lawyer about our father's property, about 5 of us, can we fix a date", intent: "booking" },
  { message: "May I call upon Mr Conteh at his convenience next week?", intent: "booking", also: ["attorney:Mohamed Conteh"] },
  { message: "appointment for next week possible?", intent: "booking" },
  { message: "i want to sit down with one of una lawyers before month end", intent: "booking" },

  // ── hours ──
  { message: "what time do you open", intent: "hours" },
  { message: "are you open on saturday", intent: "hours" },
  { message: "una de opin tide?", intent: "hours" },
  { message: "Kindly inform me of your office hours.", intent: "hours" },
  { message: "wat time una close 2day", intent: "hours" },
  { message: "Open now?", intent: "hours" },
  { message: "You open Sunday? I am busy in shop all week", intent: "hours" },
  { message: "Vous êtes ouverts à quelle heure le matin?", intent: "hours" },
  { message: "what are your working hours during Ramadan", intent: "hours" },
  { message: "what time you people close in the evening I finish work by five", intent: "hours" },
  { message: "is the office open on public holidays like Independence Day", intent: "hours" },
  { message: "opening hours", intent: "hours" },
  { message: "how late can I come in on a Friday", intent: "hours" },
  { message: "are you open at lunch time? I can only come 1pm", intent: "hours" },
  { message: "Are your offices open on Saturdays? Many of our members work through the week.", intent: "hours" },
  { message: "what time do you open and where exactly is the office?", intent: "hours", also: ["address"] },

  // ── team ──
  { message: "who are your lawyers", intent: "team" },
  { message: "list of attorneys pls", intent: "team" },
  { message: "I should be grateful for the names of the counsel at your Chambers and their respective fields.", intent: "team" },
  { message: "how many lawyers work there", intent: "team" },
  { message: "do you have any female lawyers", intent: "team" },
  { message: "udat na di lɔya dem na una ɔfis", intent: "team" },
  { message: "who is the head of chambers", intent: "team" },
  { message: "Who's on your team", intent: "team" },
  { message: "Qui sont vos avocats?", intent: "team" },
  { message: "which of your lawyers handles criminal cases", intent: "team" },
  { message: "tell me about the people working at Kamara Chambers", intent: "team" },
  { message: "Could you share the profiles of your lawyers? We're updating our referral directory.", intent: "team" },

  // ── services ──
  { message: "what kind of cases do you handle", intent: "services" },
  { message: "what does kamara chambers do", intent: "services" },
  { message: "wetin una de du", intent: "services" },
  { message: "Kindly advise me of the areas of law in which your Chambers practises.", intent: "services" },
  { message: "do you do immigration?", intent: "services" },
  { message: "areas of practice", intent: "services" },
  { message: "You do only court case or also business things?", intent: "services" },
  { message: "do you handle tax matters", intent: "services" },
  { message: "Which services do you offer?", intent: "services" },
  { message: "Quels sont vos services?", intent: "services" },
  { message: "una de du ɔl kain case?", intent: "services" },
  { message: "Do you also assist churches and charities, or only individuals?", intent: "services" },

  // ── greeting ──
  { message: "hello", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "Bonjour", intent: "greeting" },
  { message: "Salam alaikum", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "Good afternoon sir", intent: "greeting" },
  { message: "Sekɛ. Kushe ya", intent: "greeting" },
  { message: "Hello Kamara Chambers, good evening", intent: "greeting" },

  // ── thanks ──
  { message: "thank you", intent: "thanks" },
  { message: "tenki", intent: "thanks" },
  { message: "tɛnki ya", intent: "thanks" },
  { message: "Thank you very much for your kind assistance.", intent: "thanks" },
  { message: "merci beaucoup", intent: "thanks" },
  { message: "thanks a lot that helps", intent: "thanks" },
  { message: "Shukran, thank you", intent: "thanks" },
  { message: "God bless you for the help", intent: "thanks" },

  // ── goodbye ──
  { message: "bye", intent: "goodbye" },
  { message: "ok thanks bye", intent: "goodbye" },
  { message: "see you tomorrow", intent: "goodbye" },
  { message: "a de go naw, bye bye", intent: "goodbye" },
  { message: "Au revoir", intent: "goodbye" },
  { message: "Goodbye and God bless", intent: "goodbye" },
  { message: "That will be all for now. Good day to you.", intent: "goodbye" },

  // ── phone ──
  { message: "what is your phone number", intent: "phone" },
  { message: "number pls", intent: "phone" },
  { message: "can I call you", intent: "phone" },
  { message: "Kindly provide your telephone number.", intent: "phone" },
  { message: "una get WhatsApp number?", intent: "phone" },
  { message: "give me the phone number I want to call", intent: "phone" },
  { message: "Votre numéro de téléphone?", intent: "phone" },
  { message: "is +232 76 123 456 still working? it's not going through", intent: "phone" },

  // ── contact ──
  { message: "how can I contact you", intent: "contact" },
  { message: "how do I reach the firm", intent: "contact" },
  { message: "contact details", intent: "contact" },
  { message: "By what means may I contact your Chambers?", intent: "contact" },
  { message: "how to get in touch with you from abroad", intent: "contact" },
  { message: "aw a go fɛn una", intent: "contact" },
  { message: "how I reach you people", intent: "contact" },
  { message: "What's the best way to contact the firm for referrals?", intent: "contact" },

  // ── email ──
  { message: "email address?", intent: "email" },
  { message: "what's your email", intent: "email" },
  { message: "can I send my documents by email, to which address", intent: "email" },
  { message: "Kindly provide the electronic mail address of the Chambers.", intent: "email" },
  { message: "Votre adresse e-mail svp", intent: "email" },
  { message: "wat una email", intent: "email" },
  { message: "I want to email you my papers, what is the email", intent: "email" },

  // ── address ──
  { message: "where is your office", intent: "address" },
  { message: "how do I get to your office from Lumley", intent: "address" },
  { message: "Usay una ɔfis de?", intent: "address" },
  { message: "Kindly furnish me with the address of your Chambers.", intent: "address" },
  { message: "where is your office I want to come with my okada from Kissy", intent: "address" },
  { message: "Où se trouve votre bureau?", intent: "address" },
  { message: "Is your office near the Cotton Tree?", intent: "address" },

  // ── unknown ──
  { message: "?", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I have a question", intent: "unknown" },
  { message: "asdfgh", intent: "unknown" },
  { message: "ok so", intent: "unknown" },
  { message: "pls", intent: "unknown" },

  // ── attorney ──
  { message: "Hawa Turay — what does she handle? I heard she does wills", intent: "attorney:Hawa Turay" },
  { message: "Tell me about Ibrahim Jalloh", intent: "attorney:Ibrahim Jalloh" },
  { message: "Is Isatu Bangura the shipping lawyer?", intent: "attorney:Isatu Bangura" },
  { message: "Christiana Thomas still work there?", intent: "attorney:Christiana Thomas" },
];
