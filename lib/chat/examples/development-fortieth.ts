import type { LabelledMessage } from "./labelled-message";

// Fortieth development set: 400 chat messages to Kamara Chambers, heavy on long stories with the real question last, short Krio fragments, indirect custody (urgent) and danger (safety) wording, and past detentions on bail or released as area:criminal. Writers: Ibrahim/Santigie, a Limba farmer's son of about 24 in Makeni who texts in SMS Krio from a cracked Android about his father's farm and his brothers; a brisk Freetown estate agent in her forties working Aberdeen, Hill Station and Lumley listings from a smartphone; a widow in her fifties between Waterloo and Bo, fighting her late husband's brothers over the house, in plain church English and some Krio; a seafarer's wife in her thirties at Kissy/Clinetown whose husband is away on ships, anxious and typo-prone; a small building contractor in Wellington chasing unpaid invoices, blunt and impatient; a 16-year-old secondary-school girl in Freetown writing lower-case slang for herself, her mum and her friends; a British-Sierra Leonean in London and the Midlands doing business at home by formal e-mail; and an older Kissy woman living next to a police officer who writes only in Krio about her neighbours' troubles.

export const DEVELOPMENT_FORTIETH: LabelledMessage[] = [
  { message: "custody case help", intent: "area:family" },
  { message: "Abeg, polis dem jus brok di neba door, dem de drag di yong man go. E mama de beg mi fo fen lawyer", intent: "urgent" },
  { message: "Do your lawyers correspond in English? My Krio is limited.", intent: "knowledge:Languages spoken" },
  { message: "Who are your people and what does each one do?", intent: "team" },
  { message: "what services do you offer", intent: "services" },
  {
    message: "Someone borrowed money from my late husband and signed a paper. Now he refuses to pay me back. Can you help me collect it?",
    intent: "area:contract",
  },
  { message: "contract review pls", intent: "area:contract" },
  { message: "idk", intent: "unknown" },
  { message: "Is the Freetown-Conakry highway safe to drive at the moment? We're planning a road trip in the holidays.", intent: "off-topic" },
  {
    message:
      "I showed a couple from the US a beachfront plot at Bureh Town three times, took them to the seller, sat through the price talks. Then they went quiet. Last week I found out they bought it directly from the seller for almost exactly the figure we discussed, and the seller is saying my mandate was only verbal. What's the legal position on my commission when a buyer goes around me like that?",
    intent: "legal-question",
  },
  { message: "can i email you my husband's documents? which address", intent: "email" },
  {
    message:
      "I have lived in this house for 30 years. I paid the ground rent, I buried my husband from it, my children grew up there. After 30 years can they still say it is not mine? What does the law say",
    intent: "legal-question",
  },
  { message: "We need an employment contract for a country manager we are hiring in Freetown. Please can you prepare one?", intent: "area:contract" },
  {
    message:
      "I built the perimeter wall, gatehouse and drainage for a housing estate off Peninsular Road. The developer signed a proper contract with me, 14 pages, and clause 19 says any dispute goes to arbitration in Freetown. He has paid half and owes me 180 million. He says he will only pay when the houses sell. I don't want to wait another two years. Can you start the arbitration for me?",
    intent: "area:arbitration",
  },
  {
    message:
      "I land at Lungi on Tuesday evening and shall be hiring a car for the week, as I have meetings in Freetown, Waterloo and Port Loko. I am told central Freetown traffic is difficult. Is there parking available at or near your office for Wednesday's meeting?",
    intent: "knowledge:Parking",
  },
  { message: "Mi pikin gud dem we e sen fom Amerika nor komot na wof sins tu mont. Una de du tin fo po?", intent: "area:shipping" },
  { message: "does anyone there speak French? my husband is from Guinea", intent: "knowledge:Languages spoken" },
  { message: "Do you have an email for consultations specifically?", intent: "email" },
  { message: "Kushe o", intent: "greeting" },
  { message: "mediation services?", intent: "area:arbitration" },
  { message: "My landlord wants to double the rent and says we must leave in 1 month if we don't pay. Need help", intent: "area:land" },
  { message: "phone number please", intent: "phone" },
  {
    message:
      "Las mont polis bin lok mi broda Abu na Makeni fo 4 day, dem se e tek pat na fet na di moto pak. Wi pe bel en dem lef am. Naw dem se di kes go kot na Makeni magistret nex mont en wi nor get lawyer. Una fit tek di kes?",
    intent: "area:criminal",
  },
  { message: "Are you open at the normal times during Ramadan, or are hours reduced?", intent: "hours" },
  {
    message:
      "Dear Sir/Madam,\n\nI write from London in some distress. My business partner in Freetown, Mr. Alusine Kargbo, was detained at Lungi Airport this morning by officers who said there is a complaint against our company. He has not been charged and his phone is now switched off. I need a lawyer to attend wherever he is being held today.\n\nKindly advise whom I should call immediately.\n\nYours faithfully,\nO. Williams",
    intent: "urgent",
  },
  { message: "If I divorce my husband while he is at sea, can I still get part of his wages for the children?", intent: "legal-question" },
  { message: "Is your firm full-service or specialised? I am looking for a firm that can handle several matters for our group.", intent: "services" },
  { message: "my broda dem carry am go Makeni police since yestade nite, dem nor allow we see am. wetin we go do pls", intent: "urgent" },
  { message: "Gi mi una nomba abeg", intent: "phone" },
  { message: "God bless you for the help", intent: "thanks" },
  { message: "aw fo plant granat mek e gro fayn", intent: "off-topic" },
  {
    message:
      "They released my son yesterday from the station with no charge, but they said 'we will call you.' I want a lawyer ready in case. Do you handle police cases?",
    intent: "area:criminal",
  },
  {
    message:
      "Hello, my wife's brother was stopped at Lungi on arrival from Heathrow yesterday, customs said they found something in his bag. He is still being held and we have not been able to speak to him. We need representation today please.",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. We are a small UK-registered trading company and have agreed in principle to purchase raw cashew nuts from a farmers' cooperative in Kailahun for the coming two seasons. Terms so far are in a string of e-mails and WhatsApp messages. We require a proper supply agreement drafted covering quality, delivery to Freetown, payment in instalments and what happens if the crop fails. Is this something you could prepare?",
    intent: "area:contract",
  },
  { message: "Do I need to bring anything to the first meeting?", intent: "knowledge:What to bring" },
  { message: "Aw di bodi?", intent: "greeting" },
  {
    message:
      "Would I be personally liable if a title I relied on turns out to be forged and my client loses his deposit? I did the usual checks but no formal search.",
    intent: "legal-question",
  },
  { message: "I need a title search done on a plot at Regent before my client pays. How quickly can you turn it round?", intent: "area:land" },
  { message: "Subcontractor took my advance and disappeared from site. We have a signed agreement.", intent: "area:contract" },
  {
    message:
      "My partner and I need a proper shareholders agreement. We've been running the construction company on trust for 6 years and now his son wants to come in.",
    intent: "area:business",
  },
  { message: "una de chaj bad? a nor get moni", intent: "knowledge:Fees" },
  { message: "My baby has had a fever since yesterday, what can I give her?", intent: "off-topic" },
  { message: "can my mum come on monday after work to talk to a lawyer", intent: "booking" },
  {
    message:
      "My younger sister is married in Kenema. For months she has hinted that things are bad at home but never said much. An hour ago she sent me a WhatsApp from her house girl's phone: her husband has locked her in the bedroom since yesterday, taken her phone and said she will not come out until she 'learns'. She says he has a gun in the house. I am in London. What can be done right now?",
    intent: "safety",
  },
  {
    message: "I am purchasing a plot in Tokeh and require a lawyer to handle the conveyancing and verify the title. Please confirm you offer this service.",
    intent: "area:land",
  },
  { message: "wat kain kes una de tek?", intent: "services" },
  { message: "if mi papa day, mi na di big boy, di farm lan go bi mi own o e go bi fo ol di famili?", intent: "legal-question" },
  { message: "I want to divorce my husband. He's at sea most of the year and he doesn't send money any more. Can your firm handle it?", intent: "area:family" },
  {
    message:
      "My son, who is 19 and visiting family for the summer, was detained for four days in Freetown last month after being mistaken for someone else at a nightclub. During that time he was beaten by officers and had two teeth broken. He was released without charge and is now home with us in London, but he is traumatised. We have medical records and photographs. We wish to pursue a human rights claim. Is this something you handle?",
    intent: "area:criminal",
  },
  { message: "Is Isatu Bangura in the office this week?", intent: "attorney:Isatu Bangura" },
  {
    message:
      "Our joint venture agreement provides for mediation before arbitration. We should like to appoint counsel to represent us in the mediation in Freetown.",
    intent: "area:arbitration",
  },
  {
    message:
      "My late father built a house on Bojon Street in Bo in the 1980s. After he died in 2014 we left a caretaker in it, since all six of us children are abroad. The caretaker has since died and his relatives, and some others we do not know, have moved in, put up partitions and now rent rooms out. They claim my father 'gave' the house to the caretaker. We hold the conveyance in my father's name. We wish to recover possession. Can your land team act?",
    intent: "area:land",
  },
  { message: "My brother has been at CID headquarters for 3 days now without any charge. Is that even allowed??", intent: "urgent" },
  {
    message:
      "Since last year I have done electrical and plumbing works for one hotel on Lumley Beach Road. Six invoices, 95 million leones in total, all signed for by their manager. Every month it is 'next week, next week'. Now the manager has changed and the new one says he doesn't know about the old invoices. I have the purchase orders and the signed completion sheets. I need a lawyer to chase them. Can you take this?",
    intent: "area:contract",
  },
  {
    message: "I wish to retain defence counsel for my cousin whose matter is before the High Court in Freetown. He is currently on bail.",
    intent: "area:criminal",
  },
  { message: "What vaccinations do I need before travelling to Freetown in December?", intent: "off-topic" },
  { message: "conveyancing", intent: "area:land" },
  {
    message:
      "My son is 8. His mother and I separated two years ago and he has been living with me in Wellington, she visits on weekends. Three weeks ago she picked him up for the weekend and never brought him back. Her sister told me they are in Conakry now. I've been calling her for 2 weeks, she won't pick. He was in the middle of his school term. I need help to get custody sorted and get him back.",
    intent: "area:family",
  },
  {
    message:
      "My husband's company has not paid his allotment for 4 months now. He is on board somewhere near Angola and can only message me once a week. I have rent and school fees. Is the shipping company allowed to hold his wages like that?",
    intent: "legal-question",
  },
  { message: "how much maintenance will the court give for 3 children if the father is a government teacher", intent: "legal-question" },
  {
    message:
      "Since my husband went to sea, a man from the shipping agency keeps coming to my house at night and saying things. Last night he tried to force the door. I am alone with the baby",
    intent: "safety",
  },
  { message: "wen a go fit kam si di lan lawyer? a don rich Freetown", intent: "booking" },
  {
    message:
      "My wife and I, both resident in the UK, wish to adopt my late brother's son who lives with his grandmother in Freetown. Do you handle adoptions involving adopters overseas?",
    intent: "area:family",
  },
  { message: "Us tem di ren go stop dis wik?", intent: "off-topic" },
  { message: "omos lawyer de na una ofis?", intent: "team" },
  {
    message:
      "As a British citizen of Sierra Leonean parentage, may I hold freehold land in Freetown in my own name, or must it be through a company or a local nominee? I should be grateful for your view.",
    intent: "legal-question",
  },
  { message: "What are your fee arrangements for retained clients? Hourly or fixed?", intent: "knowledge:Fees" },
  { message: "dem bit mi smol broda bad yestade ova di swamp rice plot, e de na ospital. dem se dem go kam bak fo mi tunite", intent: "safety" },
  { message: "Are you open over lunch? I can only come by at 1.", intent: "hours" },
  { message: "is it legal for my parents to marry me off at 17? my aunty says the law changed", intent: "legal-question" },
  { message: "are there any women lawyers at your firm", intent: "team" },
  { message: "Tenki bad bad", intent: "thanks" },
  { message: "Us moni una de tek fo tok to lawyer?", intent: "knowledge:Fees" },
  { message: "is there free legal help for people who cant pay", intent: "knowledge:Fees" },
  { message: "Mi os pepa nor komplit. A wan mek di pepa dem rayt. Una de du dat?", intent: "area:land" },
  { message: "A de go, wi go tok", intent: "goodbye" },
  { message: "Mi papa bin get 3 wef. E don day. Wi wan sher di prop ti gud wey bifo palava. Una go ep?", intent: "area:family" },
  { message: "explain the difference between civil law and criminal law for my exam revision. simple words pls", intent: "off-topic" },
  { message: "Where can the taxi drop me near your office?", intent: "knowledge:Parking" },
  { message: "My imported generator came out of the container damaged. The shipping line refuses to pay. Do you do cargo claims?", intent: "area:shipping" },
  {
    message:
      "We are a UK investor group looking to open a branch office in Freetown. Kindly confirm whether your business team handles foreign company registration.",
    intent: "area:business",
  },
  { message: "Goodnight", intent: "goodbye" },
  {
    message:
      "Two landlords I manage properties for own houses side by side in Murray Town. One of them rebuilt his fence and now the other says the new wall is two feet onto his land and is blocking his drainage. They used to be friends, go to the same mosque, and neither of them wants to go to court and spend years on it. They both asked me to find someone neutral. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "my stepdad hits my mum every night and today he said he will kill her. im scared to go home after school", intent: "safety" },
  { message: "give me a number to call", intent: "phone" },
  { message: "what is the meaning of habeas corpus? our teacher told us to look it up", intent: "off-topic" },
  {
    message: "Can my in-laws sell my husband's land without my signature? They already have a buyer and the buyer came to look at it yesterday.",
    intent: "legal-question",
  },
  {
    message:
      "My husband and I have been saving from his sea money for four years and we finally bought two freezers and a small generator. I want to open a cold store for fish and chicken at Kissy Road, and my sister will run it with me. People say if we don't register it properly the council and NRA will give trouble. I need to register it properly, can you do that for us?",
    intent: "area:business",
  },
  { message: "my mum wants to register her tailoring business and my dad says she needs a lawyer. do you do that", intent: "area:business" },
  { message: "Which end of Siaka Stevens Street are you? Near the Cotton Tree?", intent: "address" },
  { message: "usai una ofis de?", intent: "address" },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "We chartered a reefer vessel for fish exports and the owners have withdrawn it mid-charter. We seek assistance with a claim under the charter party.",
    intent: "area:shipping",
  },
  { message: "my friend said her uncle touches her and she is scared to sleep at home tonight. what can she do", intent: "safety" },
  { message: "Is there parking at your office? Siaka Stevens is always jammed.", intent: "knowledge:Parking" },
  {
    message: "My husband was released on bail last week after the port incident. The trial starts in January. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Which church has a good widows' support group in Waterloo?", intent: "off-topic" },
  { message: "di kostoms dem se wi fo pe big taks pan di trakta we wi bring. una de du kostoms tin?", intent: "area:shipping" },
  { message: "tell me a joke about lawyers", intent: "off-topic" },
  {
    message:
      "We are considering investing around USD 300,000 in a fisheries venture in Tombo. We need due diligence on the local partner and advice on structuring. Is this within your practice?",
    intent: "area:business",
  },
  {
    message:
      "Dear Kamara Chambers,\n\nI am a British national of Sierra Leonean descent and have run a solar installation business in Leicester for eleven years. I now intend to set up a limited liability company in Sierra Leone to import and install solar equipment, with my cousin in Bo as a minority shareholder. I would want the company properly incorporated, with the shareholding documented and the registry filings done correctly from the start.\n\nCould your firm handle the incorporation and the filings?\n\nRegards,\nM. Sesay-Thompson",
    intent: "area:business",
  },
  { message: "A fit tok Krio wit di lawyer?", intent: "knowledge:Languages spoken" },
  {
    message:
      "I've been fighting with this client over money for months and I finally decided to get a lawyer. Problem is I'm on site in Waterloo from 8 every day. What time does your office open in the morning, so I can pass before I go?",
    intent: "hours",
    also: ["area:contract"],
  },
  { message: "I would like to meet Madam Hawa Turay about my late husband's property. When can I come?", intent: "booking" },
  { message: "Wetin una de du na dis ofis?", intent: "services" },
  {
    message:
      "A buyer I introduced has been held at the Ministry of Lands police unit since morning over a conveyance that turned out to be forged. He didn't know. He's still there and they're talking of taking him to Pademba Road. Can someone go?",
    intent: "urgent",
  },
  { message: "Demurrage on my steel rods is killing me, the clearing agent messed up the papers. I need a lawyer for port matters.", intent: "area:shipping" },
  { message: "Tell me the names of your lawyers please", intent: "team" },
  { message: "wi sel rice to wan kompni, dem nor pe wi fo sis mont. wi get di pepa we dem sain", intent: "area:contract" },
  {
    message: "The vessel my husband worked on left without paying the crew. It's coming back next month. Can you arrest it when it comes?",
    intent: "area:shipping",
  },
  {
    message: "my cousin got out on bail but the police still have his phone. his case is at the magistrate court next week. can you help him",
    intent: "area:criminal",
  },
  {
    message: "My apprentice is in police custody at Kissy since Tuesday, they are asking 500,000 to release him. Can your lawyer go there now",
    intent: "urgent",
  },
  {
    message:
      "A tenant I'm evicting lawfully threatened to cutlass me when I come for the keys. He said it in front of witnesses this morning. I'm supposed to go back there this afternoon",
    intent: "safety",
  },
  {
    message: "Our consignment of vehicle parts has been mis-delivered to another consignee at the Quay. We need assistance recovering it.",
    intent: "area:shipping",
  },
  { message: "Could you please provide your telephone number, including the country code?", intent: "phone" },
  { message: "Ehn?", intent: "unknown" },
  { message: "ok ttyl", intent: "goodbye" },
  {
    message:
      "My younger brother Foday went to buy fuel for the generator last night around 9 and he never came back. This morning the boy who sells credit at the junction told us a police pickup stopped there and took three young men, and one of them was wearing Foday's red Arsenal jersey. We have gone to Kissy, Eastern and Central and each one is sending us to the other. His phone is off. My mother has not eaten. What can we do today to find him and get him out?",
    intent: "urgent",
  },
  { message: "Which documents should I prepare ahead of the initial consultation?", intent: "knowledge:What to bring" },
  { message: "wi kooperativ wan mek konstitushon ne rejista am. una de du bizness tin?", intent: "area:business" },
  {
    message:
      "im in SSS2 and im 4 months pregnant. the principal called my mum and said i should not come back after the holidays because it will spoil the school name. my mum is very angry with me but she also says its not fair. can they really expel me for this? is it legal",
    intent: "legal-question",
  },
  {
    message: "I paid a travel agency for my husband's ticket and visa processing, they didn't deliver and won't refund. I have the receipt and their terms",
    intent: "area:contract",
  },
  { message: "Di polis man wey de stay nex to mi se dem go kam tek mi pikin tonite fo di fet na di bar. Dem de kam now now. Wetin a go du", intent: "urgent" },
  {
    message: "A trawler ran into my brother's boat at sea last week and sank it. The trawler is sitting at the quay now. We want to make them pay.",
    intent: "area:shipping",
  },
  {
    message:
      "Yestade polis kam na mi kompawn, dem se dem de fen wan boy we tif. Dem nor sho mi eni pepa, dem jus waka insay mi os, opin mi box dem, trowe mi tin dem na grong. Dem nor fen natin. Polis get rait fo sach mi os if dem nor get pepa?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sirs,\n\nOur company shipped a 40ft container of agricultural machinery from Felixstowe to Freetown in August for a farming project in Port Loko. It has now been held at QEII Quay by customs for five weeks. Customs have rejected our invoice value and applied a valuation nearly three times higher, and storage charges are mounting daily. Our clearing agent has been unable to resolve it.\n\nWe require a lawyer to deal with customs on our behalf. Please advise.",
    intent: "area:shipping",
  },
  { message: "Can you recommend a decent restaurant in Aberdeen for a client lunch on Friday?", intent: "off-topic" },
  { message: "hmm", intent: "unknown" },
  { message: "If polis bin ol man pas 3 day bifo dem charj am, e fit sue dem afta?", intent: "legal-question" },
  { message: "bye", intent: "goodbye" },
  { message: "what time do you close, my mum finishes work at 4:30", intent: "hours" },
  {
    message: "The ship manager and the crew have agreed to go to arbitration over the unpaid wages. My husband wants a lawyer for that",
    intent: "area:arbitration",
  },
  {
    message:
      "Mi neba na Kissy, in pikin Mohamed na gud boy, e de go skul. Tide morning tri polis kam na di kompawn wit wan man we se Mohamed tif in fon. Dem nor aks natin, dem jus tek am go. Di mama de kray sins morning, di papa de na provins. Dem se na Kissy station dem kari am bot dem nor gri tel wi natin wen wi go de. Abeg una ep wi, wetin wi fo du now now?",
    intent: "urgent",
  },
  { message: "which channel shows Law and Order in Sierra Leone", intent: "off-topic" },
  {
    message:
      "My son Idrissa is a tally clerk at the quay. Last month he told the company that cargo was going missing from the containers at night, and the company sacked three boys. Since then those boys have been calling him. This evening they came to our house, four of them, and one showed a knife and said Idrissa won't see Friday. My husband is at sea. Idrissa is inside and won't go out. Please what do we do",
    intent: "safety",
  },
  { message: "Una ofis de op naw naw?", intent: "hours" },
  { message: "una fon nomba?", intent: "phone" },
  { message: "Aw a go get una?", intent: "contact" },
  { message: "My husband left 5 years ago. I want a divorce now and maintenance for our daughter.", intent: "area:family" },
  { message: "Una nor sabi dokta we de pul tit? Mi tit de at mi bad", intent: "off-topic" },
  {
    message:
      "I'm writing for my late sister's children. Their father's family took them after the funeral and we want them back with us. Do you do this kind of case?",
    intent: "area:family",
  },
  { message: "what's the best phone under 2 million leones", intent: "off-topic" },
  { message: "pls help my mum's boyfriend is drunk and breaking things and he pushed my little brother down the stairs", intent: "safety" },
  { message: "business registration pls", intent: "area:business" },
  { message: "Any idea if EDSA is doing load-shedding in Wilberforce tonight?", intent: "off-topic" },
  { message: "wi ne di rice mil kompni get palava, dem se mek wi go arbitreshon. una de du am?", intent: "area:arbitration" },
  { message: "mi man nor kam os sins tu day, dem se e de na lock-up na Waterloo", intent: "urgent" },
  { message: "una lawyer dem sabi tok Limba?", intent: "knowledge:Languages spoken" },
  { message: "wetin na di pris fo bag rice na Makeni makit dis wik", intent: "off-topic" },
  { message: "hiii", intent: "greeting" },
  { message: "Kindly review the distribution agreement attached to my earlier e-mail; we need your comments back by Friday.", intent: "area:contract" },
  { message: "How much is a consultation?", intent: "knowledge:Fees" },
  {
    message:
      "Wi farm na Makeni, na mi granpa bin klia am. Wi get wan big mango tri en wi bin put bonda stik dem. Dis yia di neba dem muv di stik dem tri yad insay wi lan en dem don plant kasada. Wen mi papa go tok, dem se di lan na dem own fo long tem. Di chif se mek wi go kot. Wi nid lawyer fo ep wi. Una de du dis kain tin?",
    intent: "area:land",
  },
  { message: "Mi brother-in-law get polis fren. Dem don tek mi big pikin go station tide morning. E stil de de. Una ep mi", intent: "urgent" },
  {
    message:
      "I shall be in Freetown from the 14th to the 28th of next month and would like to arrange a meeting with one of your business lawyers during that window. Please advise available dates.",
    intent: "booking",
  },
  { message: "Could you outline the range of legal services your chambers provides?", intent: "services" },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "...", intent: "unknown" },
  { message: "I want to register my agency as a company, I'm still running it as a sole trader. Can you help?", intent: "area:business" },
  {
    message:
      "My husband was injured on a foreign ship off Freetown - his hand was crushed by a winch. The ship is Panamanian. Can he claim against the ship owner here in Sierra Leone or must it be in their country?",
    intent: "legal-question",
  },
  { message: "We want to buy a small plot in Waterloo. Please help us check the papers before we pay anything.", intent: "area:land" },
  { message: "open today?", intent: "hours" },
  { message: "Looking for a lawyer to review a bank loan facility for my company before I sign it next week.", intent: "area:business" },
  { message: "wi sista man, dem tek am go Makeni central polis ystrday. dem nor tel wi wetin e du", intent: "urgent" },
  { message: "what time does the Sea Coach leave for Lungi", intent: "off-topic" },
  { message: "r u guys open on saturdays or only weekdays", intent: "hours" },
  {
    message:
      "Last night my late husband's brother slapped me and pushed me out with my daughter, we slept in the church. He says if I come back he will kill me",
    intent: "safety",
  },
  {
    message:
      "Writing from inside the station. They took my phone but the OC allowed me use it small. Kamara Chambers I need someone here at Congo Cross station",
    intent: "urgent",
  },
  {
    message:
      "I hold 20% of a property company with four other shareholders and I sit on the board. Since I disagreed with the chairman over a land purchase in Lumley, board meetings are being held without notice to me and I only see the minutes afterwards, if at all. Last month they apparently approved a loan in my absence. I need someone who knows corporate governance to look at this. Is that something you cover?",
    intent: "area:business",
  },
  { message: "consultation monday?", intent: "booking" },
  {
    message:
      "Wi kooperativ na Kailahun sen 200 bag kokoa fo Europe. Di bag dem bin dray wen dem lod am na Fritong. Wen di ship rich, dem se wata bin go insay di kontena en ol di kokoa spoil. Di shipin kompni se na wi fot, dem nor wan pe. Wi get di pepa dem we dem sain. Una de ep fo dis kain palava?",
    intent: "area:shipping",
  },
  { message: "Una de op sonde?", intent: "hours" },
  { message: "Are you open on Independence Day, 27 April?", intent: "hours" },
  {
    message:
      "Quick one - my landlord client's son was picked up at a club in Aberdeen overnight and he's still in custody at Aberdeen station. Who's your duty lawyer today?",
    intent: "urgent",
  },
  { message: "Quick overview of your practice areas please, so I know what to refer to you.", intent: "services" },
  { message: "A go kam una ofis fraide morning fo tok wit lawyer. Una go gi mi tem?", intent: "booking" },
  {
    message:
      "My husband is second engineer on a tanker that was arrested at Queen Elizabeth II Quay six weeks ago because the owners owe money for fuel. The owners have disappeared. The crew are still on board with little food and no wages for three months. He called me last night and said the men want a lawyer to make a claim for their wages before the ship is sold. Can your firm do this?",
    intent: "area:shipping",
  },
  {
    message:
      "The client I have been chasing for money since March has turned it around and called CID on me. Two officers are at my yard now saying I must follow them to the station. What do I do right now",
    intent: "urgent",
  },
  {
    message:
      "Since my husband died I have been selling pepper and onions at Waterloo market to feed the children. The in-laws have taken everything else. I want a lawyer for the land but I am afraid of the cost. Can I pay small small?",
    intent: "knowledge:Fees",
    also: ["area:land"],
  },
  { message: "pls mek una fix apointment fo mi ne mi papa", intent: "booking" },
  { message: "Mi ne mi kompin get bizness palava, wi nor wan go kot. Una get pipul we de setul tin so?", intent: "area:arbitration" },
  { message: "whats ur email", intent: "email" },
  { message: "bill of lading problem with a shipment from china, the goods were released to the wrong person. help", intent: "area:shipping" },
  {
    message: "My husband came back from sea drunk and beat me. He has a knife and says if I leave he will follow me. I'm in the bathroom now",
    intent: "safety",
  },
  { message: "what should my mum carry with her to the meeting", intent: "knowledge:What to bring" },
  { message: "wat tem una de opin?", intent: "hours" },
  { message: "I need an appointment pls", intent: "booking" },
  {
    message:
      "I have been fighting my husband's family for the house since the 40 days ceremony. Tonight around 8 his brother and four young men came with cutlasses and said if I don't pack and leave by morning they will set the house on fire with me inside. They broke the parlour windows. I ran with my three children to the neighbour's and we are hiding in her back room. I can still hear them shouting outside. What do I do?",
    intent: "safety",
  },
  { message: "Kind regards, goodbye for now.", intent: "goodbye" },
  { message: "Police dem don kam na mi neba in os now now, dem de tie di boy hand. Abeg how una go ep am", intent: "urgent" },
  {
    message:
      "My husband's ship came in on Tuesday and the port police took him off the vessel, they are saying smuggling. He is still at the Quay police post and nobody will tell me anything. I am standing outside the gate now, please what number can I call",
    intent: "urgent",
  },
  { message: "I want to come in with my documents and sit with Mrs Thomas. How do I get an appointment?", intent: "booking" },
  { message: "som man dem kam na wi farm wit gon. dem se if wi nor lef di lan dem go shut", intent: "safety" },
  { message: "Can I book a slot Thursday afternoon to sit down with someone?", intent: "booking" },
  {
    message:
      "Mi nem Ibrahim, a de na Makeni. Mi papa get farm na Kamakwie rod, wi don de wok di lan sins mi granpa tem. Las mont di nex vilej pipul dem se di bonda pas insay dem lan, wi go bifo di chif bot di palava nor don. Yestade dem kam wit polis, dem arest mi papa pan di farm en kari am go Kamakwie lock-up. E stil de de tide. E get 64 yia en e nor de wel. Abeg una fit send lawyer?",
    intent: "urgent",
  },
  { message: "what is the capital of burkina faso", intent: "off-topic" },
  {
    message:
      "Got a new job, 4 bedroom bungalow in Kossoh Town, client is supplying materials and wants my list by tonight. Footprint is about 14m by 11m, strip foundation, 9 inch blocks. How many bags of cement should I tell him for the foundation?",
    intent: "off-topic",
  },
  {
    message:
      "The captain reported my husband for fighting on board and the port police have him in the cell at the Quay. The ship leaves Thursday and they say they will not wait for him. What number do I call",
    intent: "urgent",
  },
  { message: "can I park my pickup near you", intent: "knowledge:Parking" },
  { message: "Mi neba pikin papa nor de mind di pikin. E mama wan go kot. Una de ep fo dat kain tin?", intent: "area:family" },
  {
    message: "They signed the contract as a company but the director personally promised me on the phone that he would pay. Can I go after him personally?",
    intent: "legal-question",
  },
  { message: "cassava leaf recipe pls", intent: "off-topic" },
  { message: "What's your WhatsApp? Easier for me to send docs that way.", intent: "phone" },
  {
    message: "The employer wants to skip the dispute board in our contract and go straight to court. I want to insist on arbitration. Can you take this on?",
    intent: "area:arbitration",
  },
  { message: "us tem una de klos?", intent: "hours" },
  {
    message:
      "Mi ne mi papa wan kam Freetown fo tok bot wi farm lan palava. Wi go kam wit di fos kar fom Makeni wenzde, so wi go rich bifo 12. Una fit gi wi tem fo si lawyer dat de?",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "How can I contact you people?", intent: "contact" },
  { message: "Salamalekum", intent: "greeting" },
  { message: "if i post something about my teacher on tiktok and its true can he sue me", intent: "legal-question" },
  { message: "team?", intent: "team" },
  { message: "???", intent: "unknown" },
  { message: "please schedule me with the shipping lawyer, any day next week", intent: "booking" },
  { message: "Could you suggest a reliable driver for airport pickups at Lungi?", intent: "off-topic" },
  {
    message:
      "I have been receiving death threats by phone from a man who claims I cheated him in a land deal in Freetown. I fly in next week and he says he knows my flight. What should I do",
    intent: "safety",
  },
  { message: "A lease expires next year and the owner wants to renew on new terms. Need the new lease drafted.", intent: "area:land" },
  { message: "Mi pikin wan start kompni fo okada. Una de rejista kompni?", intent: "area:business" },
  {
    message:
      "I finished the painting and tiling for a guesthouse in Lakka. They paid 40% and now they say the work is bad, after they already opened to guests. There's no written contract, only WhatsApp messages and voice notes. Can I still take them to court and win?",
    intent: "legal-question",
  },
  {
    message:
      "Got a landlord who just finished renovating a 3-bed with boys' quarters in Hill Station - generator, borehole, the lot. He wants to list it and is asking me what to charge. I've been out of that area for a year. What's the going rent for a 3-bed up there these days?",
    intent: "off-topic",
  },
  { message: "how do I track a ship on the internet, my husband's vessel is MV Kora", intent: "off-topic" },
  { message: "A fred fo go os. Mi man se if a kam bak e go wund mi. A de na mi sista yad", intent: "safety" },
  { message: "Soldiers have my cousin at the checkpoint near Masiaka and won't let him go since 2 hours. Please help quick", intent: "urgent" },
  {
    message:
      "I live in Manchester and work night shifts at a hospital, so I am asleep for most of your working day. My family has a few matters at home that I am trying to manage from here. What is the best way to get in touch with your firm from abroad?",
    intent: "contact",
  },
  {
    message:
      "One of my landlord clients' caretakers has just been picked up by soldiers at the Hill Station property, they drove off with him about 20 minutes ago. I need a criminal lawyer on the phone now, not Monday.",
    intent: "urgent",
  },
  {
    message:
      "One of my landlord clients let a 3-bed flat in Spur Road on a yearly tenancy, rent paid up front every January. He now wants the flat back in March because his daughter is coming home from the States, and wants to give the tenant two months' notice and refund the balance. The tenant is already talking about 'his rights'. Is two months sufficient, or will the tenant have a claim against him?",
    intent: "legal-question",
  },
  { message: "dem de tretin fo kil mi papa ova di farm lan. dem se tumara dem go kam wit dem gang. wetin wi go du", intent: "safety" },
  {
    message:
      "My husband had shares in a transport company with two other men. Since he died they don't invite me to anything and they say his shares are finished. I want help with the company side of it.",
    intent: "area:business",
    also: ["area:family"],
  },
  { message: "Mi gran pikin mama don day. A wan tek di pikin ol legal wan. Una de du adopshon?", intent: "area:family" },
  { message: "dem hold mi pikin na station", intent: "urgent" },
  { message: "una de du ol kain lo wok?", intent: "services" },
  { message: "Okada go fit drop mi na una do?", intent: "knowledge:Parking" },
  { message: "Please could you arrange a call with a partner this week to discuss a possible retainer?", intent: "booking" },
  { message: "Can the port keep our container because the consignee didn't pay demurrage? The goods belong to us, not to him.", intent: "legal-question" },
  { message: "Di uman nex do, in man de bit am evri nite. Tonite e se e go kil am. Wi yeri am de holla", intent: "safety" },
  { message: "A client wants to charter a vessel for sand export. Needs help with the charter party.", intent: "area:shipping" },
  {
    message:
      "My husband's people have money and big men behind them. I have nothing but my marriage certificate and the receipts for the blocks I bought. If I take them to court, will I win?",
    intent: "legal-question",
  },
  { message: "Mi neba pikin don komot na cell yestade pan bel, bot dem se e fo go kot. Una go defen am?", intent: "area:criminal" },
  { message: "our landlord locked our house while we were at church and all our things are inside. my mum asked me to message you", intent: "area:land" },
  { message: "A client signed for a 3-storey building and now he wants to cancel halfway. I have the contract. I need it enforced", intent: "area:contract" },
  {
    message:
      "Mi pikin Fatu bin de wok fo wan NGO na Kenema, dem gi am kontrak fo wan yia. Afta sis mont dem se moni don, dem pul am, en dem nor pe am di las tu mont. Di kontrak se dem fo gi wan mont notis. Dem nor gi am natin. E get di kontrak pepa na in an. Una de ep fo dis kain tin?",
    intent: "area:contract",
  },
  { message: "una get watsap?", intent: "phone" },
  { message: "a wan mek agriment wit di man we go rent mi trakta, mek e nor chit mi", intent: "area:contract" },
  {
    message:
      "theres a man, maybe 30 something, who has been following me from school to my house every day for two weeks. he doesnt say anything, he just walks behind me and then waits at the corner opposite our house until dark. today he called my name and i never told him my name. my mum works nights and im alone with my little sister. what should i do",
    intent: "safety",
  },
  { message: "How can I get hold of someone there outside this chat?", intent: "contact" },
  { message: "Wan man de nak mi neba uman bad bad na di yad now, e de bleed. Abeg", intent: "safety" },
  {
    message:
      "My son has been 'helping police with their enquiries' since Monday. That is what they keep telling us at the counter. They won't let us see him or give him the food we bring.",
    intent: "urgent",
  },
  { message: "What papers should I bring when I come?", intent: "knowledge:What to bring" },
  { message: "What's your email, I want to forward the invoices", intent: "email" },
  { message: "Great, appreciate it", intent: "thanks" },
  {
    message:
      "I am a widow in Bo. Since my husband died in 2021 his brothers have been troubling me about the land on Kissy Town road. On Monday my son Alhassan went to the police station to report that they had pulled down our fence. Instead of taking the report, the officer in charge, who is a friend of my husband's brother, locked him up. He slept there Monday and last night on the bare floor. They say he threatened the brothers, which is a lie. Please, what can you do for him now?",
    intent: "urgent",
  },
  { message: "Need to meet Mr Conteh re a title issue. Tuesday 10am possible?", intent: "booking" },
  {
    message: "my mum's shop and her supplier are fighting about money and the chamber of commerce said try arbitration. do you help with that",
    intent: "area:arbitration",
  },
  { message: "Book me in for a consultation this week, any day after 2pm", intent: "booking" },
  { message: "criminal appeal", intent: "area:criminal" },
  { message: "hi can i book a meeting for my aunty, she doesnt have data", intent: "booking" },
  { message: "how many lawyers does Kamara Chambers have", intent: "team" },
  { message: "Address?", intent: "address" },
  { message: "Dis Ibrahim Jalloh, e sabi di wok? Pipul dem de tok bot am", intent: "attorney:Ibrahim Jalloh" },
  { message: "Need to change directors in my company, one of them has left the country. Who do I talk to?", intent: "area:business" },
  { message: "una de op satide?", intent: "hours" },
  { message: "Open on Good Friday or closed?", intent: "hours" },
  { message: "they are handcuffing my dad right now at our gate pls pls", intent: "urgent" },
  { message: "How do I cook pepper soup for a funeral reception of 100 people? Quantities please", intent: "off-topic" },
  { message: "hrs pls", intent: "hours" },
  { message: "Is there a real estate listing website in Sierra Leone that actually gets traffic? Free or cheap.", intent: "off-topic" },
  {
    message:
      "Urgent - my nephew Tamba, 23, was driving my car in Freetown last night when an okada rider ran into the side of it at Eastern Police roundabout. The rider has a broken leg. Police took Tamba away from the scene and the family say he is at Central police station, they went there at 7 this morning and were told he cannot be seen. I'm in Birmingham and feel completely helpless. How do I get one of your lawyers to him this morning?",
    intent: "urgent",
  },
  { message: "mi sista man nor de gi moni fo di pikin dem. e wan go kot. una de du dat?", intent: "area:family" },
  { message: "mi granpa lan, di famili dem de fet fo am. wi wan lawyer fo setul am", intent: "area:land" },
  {
    message:
      "my dad's car that he shipped from Belgium is stuck at the port and they keep asking for more money. he asked me to find lawyers who do port stuff",
    intent: "area:shipping",
  },
  {
    message:
      "Our bank in Freetown has frozen our company account pending a 'KYC review' for six weeks now. We require assistance in dealing with the bank. Can you assist?",
    intent: "area:business",
  },
  {
    message:
      "Further to my earlier message, I have now scanned the share certificates, the memorandum and articles and the last three sets of board minutes. To which e-mail address should I send them, and is there a size limit on attachments?",
    intent: "email",
  },
  { message: "wetin a fo bring kam?", intent: "knowledge:What to bring" },
  { message: "will the office be open during christmas week?", intent: "hours" },
  { message: "What kinds of problems do you help people with?", intent: "services" },
  { message: "tenki", intent: "thanks" },
  { message: "Detained. Lumley station. Need lawyer now", intent: "urgent" },
  { message: "Do you handle ship registration and mortgages over vessels? Asking for an investor.", intent: "area:shipping" },
  { message: "What does Christiana Thomas handle exactly?", intent: "attorney:Christiana Thomas" },
  { message: "what does your law firm actually do", intent: "services" },
  { message: "I don't know how to start", intent: "unknown" },
  { message: "thx!!", intent: "thanks" },
  { message: "first available appointment pls. its about money owed to me, I'll bring all the invoices", intent: "booking", also: ["area:contract"] },
  { message: "my older sister's employer hasn't paid her for 3 months. she wants to go after them. do you help with that", intent: "area:contract" },
  { message: "I have lost the title deed for my house in the fire. How do I get a new one? Can you help me with that?", intent: "area:land" },
  { message: "Us lawyer dem de wok de?", intent: "team" },
  { message: "do you people sell tiles or know where to get them cheap", intent: "off-topic" },
  { message: "Bo Rangers go win di Premier Lig dis yia?", intent: "off-topic" },
  {
    message:
      "Funny story. The client who owes me 40 million for a roof went to the police in August and said I took his money and did nothing. They arrested me at my house, I spent the afternoon at the station and they released me the same evening when my wife brought the contract and photos of the finished roof. I thought it was over. Yesterday a court summons came, fraud by false pretences. I need representation",
    intent: "area:criminal",
  },
  { message: "is it true they can keep someone for 72 hours? my dad has been in there since wednesday night and today is saturday", intent: "urgent" },
  { message: "email pls", intent: "email" },
  {
    message:
      "I've been burned before - a firm took my client's money and then a junior I never met handled everything badly. Before I send you any referrals I'd like to know who I'd actually be dealing with. Who's on your team?",
    intent: "team",
  },
  {
    message:
      "I have just received a call that my elderly father was taken from his home in Bo by police this afternoon over a dispute about family property. He is 78 and diabetic. Please, who in your firm can act immediately?",
    intent: "urgent",
  },
  { message: "how do I make a proper invoice template in excel", intent: "off-topic" },
  { message: "Cheers, noted", intent: "thanks" },
  {
    message: "We married in Freetown under customary law and I now need the divorce dealt with there. Is this something your family team takes on?",
    intent: "area:family",
  },
  { message: "my boss sacked me without notice after 6 years. do i have any right to severance pay?", intent: "legal-question" },
  { message: "dem trowe mi ne mi pikin dem komot na os tide nite. wi de na strit", intent: "safety" },
  { message: "wetin a fo du fo mi got dem we de sik", intent: "off-topic" },
  { message: "Could your land team see a client and me together next week? Early morning preferred, we both have viewings from 11.", intent: "booking" },
  { message: "Di chif se wi fo pe am fo yuz wi own granpa lan. E get rait fo dat?", intent: "legal-question" },
  { message: "Good morning", intent: "greeting" },
  { message: "What's today's exchange rate for pounds to leones?", intent: "off-topic" },
  {
    message:
      "We are coming on Friday about my husband's wages from the shipping company. I have his contract, his seaman's book and the bank statements showing no allotment since June. Should I also bring our marriage certificate? What else do we need?",
    intent: "knowledge:What to bring",
  },
  { message: "Wich pikin don win di WASSCE prize dis yia?", intent: "off-topic" },
  {
    message:
      "My brother-in-law's lawyer sent me a letter and I don't understand all of it. I want to come to you myself on Monday. I will take poda-poda from Waterloo to town. Where exactly is your office, and what is near it so I can ask people?",
    intent: "address",
  },
  { message: "mi papa bin de na prizin fo 2 yia, wi wan apil di kes", intent: "area:criminal" },
  { message: "I want someone to read my husband's new employment contract before he signs it. It's for a Greek company", intent: "area:contract" },
  { message: "Mi lan, di papa nor de, dem de bil pan am. Una de ep fo lan palava?", intent: "area:land" },
  { message: "Na Kissy police station mi broda de since satide. Dem se dem nor go lef am if wi nor pay", intent: "urgent" },
  { message: "Evening all", intent: "greeting" },
  { message: "Una ofis de na us strit?", intent: "address" },
  {
    message:
      "In 2022 I bought half a town lot in Hastings to build a yard for my equipment. Paid cash, got a conveyance, survey plan, everything. I already put up the foundation for a store. Last week a man showed up with his own survey plan for the same plot, signed by the same surveyor, and says he bought it in 2020 from the same family. He says I must stop work. I need a lawyer to sort it out.",
    intent: "area:land",
  },
  {
    message:
      "Got a text from an unknown number: 'stop asking for your money or your family will suffer'. My kids walk to school alone every morning. I'm scared",
    intent: "safety",
  },
  { message: "I don't want to fight in court with my husband's people. Is there someone who can sit us down and mediate?", intent: "area:arbitration" },
  {
    message:
      "Our late mother left a house at Wilberforce to the four of us. My two sisters and I live in the UK; our brother lives in Freetown and has found a buyer at a reasonable price. We are reluctant to fly out simply to sign. If each of us executes a power of attorney in London in his favour, would that be sufficient for him to sign the conveyance, or must we be present in person?",
    intent: "legal-question",
  },
  { message: "cargo claim", intent: "area:shipping" },
  { message: "do u have young lawyers or all old ones lol", intent: "team" },
  { message: "at what age can a child decide which parent to live with after a divorce in sierra leone?", intent: "legal-question" },
  {
    message: "Police don kam na mi os wit di in-law dem. Dem se a fo follow dem go station bikos of di land paper. Dem de wait outside di door now",
    intent: "urgent",
  },
  { message: "polis hold mi since mornin na Binkolo checkpoint. dem se mi okada nor get paper en dem nor wan lef mi", intent: "urgent" },
  { message: "draft a speech on human rights for our debate club, we are proposing the motion", intent: "off-topic" },
  { message: "Do you only do court cases or also paperwork stuff?", intent: "services" },
  { message: "Could you confirm your office hours? I'll be calling from London.", intent: "hours" },
  { message: "Would a video consultation over Zoom be possible? I'm based in Croydon.", intent: "booking" },
  { message: "a don rich Lumley, aw a go fen una ofis?", intent: "address" },
  { message: "how can my mum contact u", intent: "contact" },
  { message: "does your firm help with child maintenance? my mum has been trying for 2 years", intent: "area:family" },
  { message: "is there somewhere to park a keke near the office", intent: "knowledge:Parking" },
  { message: "Need my standard tenancy and agency agreements reviewed and brought up to date.", intent: "area:contract" },
  {
    message:
      "I'm at a property viewing in Goderich and the 'owners' and their people have surrounded my car. They're saying I'm selling their land and they're going to deal with me. I'm locked inside the car",
    intent: "safety",
  },
  { message: "Need someone to represent me at an arbitration hearing next month. The other side has a big firm.", intent: "area:arbitration" },
  { message: "Thank you, that's most helpful.", intent: "thanks" },
  { message: "Us tin a fo gi mi neba fo in pikin pul-na-do?", intent: "off-topic" },
  {
    message:
      "so our civics teacher gave us this assignment and its due tomorrow and i havent started. we have to write about 'the role of the judiciary in protecting citizens rights in sierra leone', 300 words. can you write it for me pls, ill put it in my own words",
    intent: "off-topic",
  },
  { message: "Dem de bon os na wi strit, di pipul dem de fet wit stik ne ston. Pikin dem de insay", intent: "safety" },
  { message: "i wan si lawyer", intent: "booking" },
  { message: "aw a go kontak una fom Makeni", intent: "contact" },
  {
    message: "cargo dispute between my brother's company and a Lebanese trader, both want to settle outside court. you people do that?",
    intent: "area:arbitration",
  },
  {
    message:
      "I did the plastering and roofing for a man's house at Juba Hill, 62 million still owed. After I sent my third reminder, three boys came to my workshop this evening with sticks. They broke my mixer and said if I send another message they will break my legs next time. They are still sitting outside in a black jeep and I'm inside with my two apprentices with the door locked.",
    intent: "safety",
  },
  { message: "pls my uncle is in cell at Bo since friday they say he stole a phone, mum is crying, who can go there", intent: "urgent" },
  { message: "who are the lawyers", intent: "team" },
  { message: "how a go rich una?", intent: "contact" },
  { message: "who won el clasico yesterday", intent: "off-topic" },
  { message: "Do you take on all sorts of matters or just certain ones?", intent: "services" },
  {
    message: "Am I right that a company registered in Sierra Leone must have a resident director? What are the consequences if we do not?",
    intent: "legal-question",
  },
  {
    message: "they came with a warrant for my husband an hour ago and took him in their vehicle. where will they take him and can your lawyer meet him there",
    intent: "urgent",
  },
  {
    message: "A client of mine has been charged with obtaining money by false pretences over a property deal. He's on bail. Do you do criminal defence?",
    intent: "area:criminal",
  },
  { message: "I'm renting a yard in Wellington and the owner sold it. The new owner wants me out by tomorrow. Help", intent: "area:land" },
  { message: "A developer reneged on a signed commission agreement. I'm owed 5% of a sale. Want to pursue it.", intent: "area:contract" },
  { message: "write a poem about justice for our church programme on Sunday", intent: "off-topic" },
  { message: "May I have a list of the partners and associates and their respective specialisms?", intent: "team" },
  { message: "If mi neba fens kam insay mi lan, a fit pul am dong?", intent: "legal-question" },
  {
    message:
      "Following a dispute with our former distributor over unpaid stock, the matter went to arbitration in Freetown under our agreement. The arbitrator found in our favour in May and ordered payment of USD 86,000 within 60 days. The distributor has not paid a cent and has stopped responding. We need the award enforced. Is that work you undertake?",
    intent: "area:arbitration",
  },
  {
    message:
      "There is a lot happening with my husband's family and I am tired. My son set up this phone for me but he reads my messages, and some of the trouble is with his uncles. I want to come and sit with a lawyer and explain everything face to face. Which day is free?",
    intent: "booking",
  },
  { message: "thank you so much", intent: "thanks" },
  {
    message:
      "Las wik Tusde polis bin tek mi pikin na di os bikos in kompin se e bin de wit di boy dem we brok shop. E slip na station tu nayt, den dem lef am pan bel. Bot di OC se dem go kam bak fo am wen di investigashon don. Di pikin nor du natin. Wi wan lawyer fo de redi. Una de tek dis kain kes?",
    intent: "area:criminal",
  },
  { message: "Is there a time limit to sue for unpaid invoices? The biggest one is from 2019 and the man keeps promising.", intent: "legal-question" },
  { message: "Please give me a day to come. Morning is better because of the transport from Waterloo", intent: "booking" },
  {
    message:
      "If my Sierra Leonean partner breaches our shareholders' agreement, would an English court judgment be enforceable in Freetown, or ought we to have included an arbitration clause?",
    intent: "legal-question",
  },
  { message: "do you know any NGO hiring drivers in Bo", intent: "off-topic" },
  { message: "my husband and I want to put our wills in order before his next contract. can you do it for us both", intent: "area:family" },
  {
    message: "My husband passed in March and I need help with his will. The bank won't release anything and his sister is holding the original.",
    intent: "area:family",
  },
  {
    message:
      "I married my husband Kwame in 2019, he is Ghanaian and works as a bosun. His ship docked on Sunday and he was supposed to come home for two weeks leave. Immigration at the port took his passport and have kept him in their office since then, they say his residence papers are not correct even though we renewed them in June. I brought him food yesterday and they let me see him for five minutes only. He is still there now. Please who can I call?",
    intent: "urgent",
  },
  {
    message:
      "My husband bought this land in Waterloo in 2004 from a Temne family and we built our house on it with our own hands, I carried blocks myself. He died last year. Two weeks ago his family came with labourers and put up a fence of zinc and sticks all around the house, leaving only a small path for me. They say the land is family land and I am just a stranger staying there. I have the receipt from 2004 and a survey plan. I need help to protect my home.",
    intent: "area:land",
  },
  { message: "mob de gada na di junction, dem se mi broda tif, dem de bit am", intent: "safety" },
  {
    message: "My brother got bail from Pademba Road yesterday. The conditions are hard, he must report every day. Can your lawyer help change them?",
    intent: "area:criminal",
  },
  { message: "hey there", intent: "greeting" },
  {
    message: "My in-laws reported me for stealing my own husband's things. I was released but they say the case will go to court. Help me",
    intent: "area:criminal",
  },
  {
    message: "The client still owes me. Can I keep the materials and the scaffolding on site as security until they pay? Or is that illegal",
    intent: "legal-question",
  },
  {
    message:
      "Personal matter - I'd like to make a will. I have property in three places and two children from different relationships. Is that something you do?",
    intent: "area:family",
  },
  { message: "who is the chief justice of sierra leone now", intent: "off-topic" },
  { message: "someone is outside my door saying they will hurt me please", intent: "safety" },
  {
    message:
      "my parents have been fighting for like a year and now they are finally divorcing. my dad has a green card and he says he will take my little brother (hes 6) to Maryland with him in August and mum can keep me. mum does not agree at all and she cried the whole night. she doesnt know any lawyers so she told me to look online. can your firm help her?",
    intent: "area:family",
  },
  { message: "Which of your lawyers handle commercial work and which handle disputes?", intent: "team" },
  {
    message:
      "Mi nem Santigie. Wen mi papa bin sik na ospital na Makeni fo tri mont las yia, mi ongkul, in smol broda, sel wan pat pan wi farm to wan man fom Kabala. Mi papa nor sain natin, e nor bin no sef. Naw mi papa don wel, e se e nor gri, bot di man don bil stor pan am en e se e get pepa fom di ongkul. Di sel go stand?",
    intent: "legal-question",
  },
  {
    message:
      "We are building a two-storey for a businessman in Wellington. Yesterday 30 bags of cement went missing from his store, not our store, his. This morning he came with two officers and they arrested my foreman Sahr right there on site in front of all the labourers. Sahr has worked with me 9 years, he would never. He is still at Wellington station and they say he will sleep there until the 'big man' decides. I need a lawyer to go and get him out today. Who do I call?",
    intent: "urgent",
  },
  { message: "di tu vilej dem wan setul di lan palava witout kot. una de mediate?", intent: "area:arbitration" },
  { message: "a de go naw, bai", intent: "goodbye" },
  { message: "contact details pls", intent: "contact" },
  { message: "Which shipping companies are hiring cooks? My cousin wants to work at sea", intent: "off-topic" },
  { message: "Please provide your full address for correspondence.", intent: "address" },
  { message: "dem lock mi up na Ross Road, a de use mi padi fon. abeg send sombodi", intent: "urgent" },
  {
    message:
      "Is a 99-year lease to a foreign national valid in the Western Area, or is it capped at 21 years? I keep hearing different things from other agents.",
    intent: "legal-question",
  },
  { message: "Can I speak Mende with the lawyer?", intent: "knowledge:Languages spoken" },
  { message: "my friend's brother was released after the protest but they charged him. he needs a lawyer for court", intent: "area:criminal" },
  {
    message:
      "Navy boys took the whole crew of my husband's fishing boat to Murray Town barracks since dawn. He is among them. Nobody is telling us anything. Who do I call",
    intent: "urgent",
  },
  {
    message:
      "We have obtained an ICC arbitral award against a Sierra Leonean counterparty and seek to enforce it in Freetown. Kindly confirm your capacity to act.",
    intent: "area:arbitration",
  },
  { message: "Any of your lawyers speak Arabic? I have a client from Beirut.", intent: "knowledge:Languages spoken" },
  { message: "A wan kam si lawyer tumara", intent: "booking" },
  { message: "mi ne mi padi dem wan op kompni fo sel rice. a wan mek am legal", intent: "area:business" },
  {
    message:
      "My husband died in January without a will. We were married in church 22 years ago and we built the house in Waterloo together, his name alone is on the paper. Now his brothers say the house is family property and they will put their own people in it. They even brought an elder to tell me a woman cannot inherit land. Am I entitled to stay in the house?",
    intent: "legal-question",
  },
  {
    message:
      "Since my husband died and his people started this trouble over the house I cannot sleep. I went to the clinic and the nurse said my blood pressure is 170. I cannot afford to go back every week. Which medicine can I buy at the pharmacy for blood pressure?",
    intent: "off-topic",
  },
  { message: "Is Fatmata Kamara the one who does divorce? I heard her on the radio.", intent: "attorney:Fatmata Kamara" },
  { message: "do u have a number i can text", intent: "phone" },
  { message: "una imel adres?", intent: "email" },
  {
    message:
      "My husband is finally home from sea, but only for one week, then he joins a ship in Las Palmas. We have been worrying about the house papers and also his contract for months and we want to sit with a lawyer together while he is here. Is it possible to see someone on Friday morning?",
    intent: "booking",
  },
  { message: "Could you translate this into Krio for me: 'We look forward to a fruitful partnership'?", intent: "off-topic" },
  {
    message:
      "my friend's big brother got arrested at the protest this afternoon and they put him in the truck with the others. she asked me to find a lawyer for him. is anyone available now",
    intent: "urgent",
  },
  { message: "I have a court date for assault charges from a fight on site. I'm on bail. Need a criminal lawyer", intent: "area:criminal" },
  { message: "list of services", intent: "services" },
  {
    message: "Developer and buyer both agree to arbitration over the late handover of apartments. I'm in the middle of it. Do you provide counsel for that?",
    intent: "area:arbitration",
  },
];
