import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: beach lifeguards, swimming spots, beach-chair and canoe-ride renters, water-sports clubs and their visitors (Lumley, River No. 2, Tokeh, Bureh) — writers: Sorie (24, Lumley Beach lifeguard, Krio SMS on a cracked phone); Mariama (45, beach-chair and umbrella renter at River No. 2, voice-to-text Krio); Foday (38, canoe-ride operator at Tokeh from a fishing family, Krio-Temne, heavy typos); Mrs Olivia Hastings-Cole (60, secretary of the Bureh Beach Surf Club, formal letters); Daniel (33, British kitesurfer and club visitor, long English stories); Aminata (21, FBC student and weekend swim instructor at Lumley, quick texting English); Pa Alusine (67, guesthouse and beach-bar owner at Bureh, long mixed Krio stories); Kadiatu (29, in Maryland, funds her brother's jet-ski and chair business, short fragments)
export const NINETY_SIXTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o! Good morning from Lumley beach", intent: "greeting" },
  {
    message:
      "pls help police don hold my brother Alimamy at Aberdeen station since las nite, he na lifeguard at Lumley, dem say na him fault say one boy drown. he still de inside nw",
    intent: "urgent",
  },
  { message: "wat time d tide go low at Lumley 2moro? we wan set d volleyball court b4 d tournament", intent: "off-topic" },
  {
    message:
      "I rent a small plot on the sand at River No. 2 for my beach chairs and umbrellas. The man who gave me the lease died in April. Now his nephew says the land was never his uncle's to lease and wants me off by the end of the month. I still have the paper we both signed. I need a lawyer to look at this land matter for me.",
    intent: "area:land",
  },
  {
    message: "if a tourist drowns outside the flags while im on duty can they charge me?? im a volunteer lifeguard at Lumley, no contract nothing",
    intent: "legal-question",
  },
  { message: "Are you open on Saturdays? I run canoe rides at Tokeh all week and can only come to town at the weekend.", intent: "hours" },
  {
    message:
      "di men wey de rent jet ski near Bureh dem say dem go broke me ed if I put me canoe near dem again. las nite dem come me os wit cutlass. I de fear fo go out",
    intent: "safety",
  },
  {
    message:
      "My container of kayaks and paddleboards from Spain has been sitting at Queen Elizabeth II Quay for three weeks. Customs say the invoice values are wrong. Can your firm help get it cleared?",
    intent: "area:shipping",
  },
  { message: "I'd like to book a consultation with Abdul Rahman Sesay next Tuesday morning if possible.", intent: "booking" },
  { message: "Who won the judges vote at the Miss Lumley Beach pageant last Sunday? My cousin was in it and nobody is telling us", intent: "off-topic" },
  {
    message:
      "Soldiers came to Tokeh beach this morning and took my husband and two other canoe boys. They said something about smuggling fuel. They are holding them at the checkpoint right now. Please what do I do",
    intent: "urgent",
  },
  {
    message: "we are 6 friends who started a surf club at Bureh. we want to register it properly, company or whatever is right. una de do dat?",
    intent: "area:business",
  },
  {
    message:
      "I paid a boat builder in Goderich 9 million leones to build me a twelve-seater canoe for tourist rides. That was in March. Up to now no canoe, only excuses, and now he doesn't pick my calls. I want my money back or my canoe.",
    intent: "area:contract",
  },
  { message: "how many lawyers una get fo dat office?", intent: "team" },
  {
    message:
      "Police gave me an invitation letter to report at Lumley station on Thursday about chairs that went missing from the hotel beach. I was not even working that day. I need someone to come with me.",
    intent: "area:criminal",
  },
  {
    message:
      "My husband is a lifeguard at Lumley and he has left me and our 3 children for another woman. He refuses to give money for their school fees. I want to go for child maintenance.",
    intent: "area:family",
  },
  { message: "me phone no de charge since e fall inside sea wata at River No 2, wetin I fo do?", intent: "off-topic" },
  {
    message: "Can the council seize my beach chairs because I don't have a permit? They took 20 chairs yesterday. Is that legal without any court order?",
    intent: "legal-question",
  },
  {
    message:
      "Our water sports club and the hotel next to us disagree about who owns the boat ramp. We don't want to go to court, we want a neutral person to help us settle it. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "wat is ur phone numba pls and d email too", intent: "phone", also: ["email"] },
  {
    message:
      "Dear Sir/Madam, I write on behalf of the Bureh Beach Surf Club. Our coach, Mr Ishmail Kanu, was arrested yesterday afternoon on the beach by officers from the Waterloo division and remains in their custody at this hour. No charge has been communicated to us. I should be grateful for urgent legal representation. Yours faithfully, O. Hastings-Cole (Mrs), Secretary",
    intent: "urgent",
  },
  {
    message:
      "im a swim instructor and a man from the club keeps following me home. he said if i report him he'll drown me at the beach where no one will see. im scared to go to work tmrw",
    intent: "safety",
  },
  { message: "What kind of cases does your firm take?", intent: "services" },
  { message: "hw much 4 consultation? i b chair renter small money i de get", intent: "knowledge:Fees" },
  {
    message: "lan palava fo Tokeh. me papa get lan near di beach, now one big man don put fence round am say na in own. wi get di survey plan",
    intent: "area:land",
  },
  {
    message: "dem carry me pikin go station fo Lumley since yesterday evening, dem say in tif phone from tourist. in still inside. abeg help",
    intent: "urgent",
  },
  { message: "Recipe for grilled barracuda like the one they sell at Bureh beach? with that green pepper sauce", intent: "off-topic" },
  { message: "Can I come see a lawyer tomorrow about my chair rental lease? Any time after 10 is ok", intent: "booking" },
  { message: "email address?", intent: "email" },
  {
    message:
      "My late father owned three canoes at Tokeh. My uncles say that as his brothers they take the canoes, not us his children. Do they have that right under the law?",
    intent: "legal-question",
  },
  { message: "r u open nw? its 1pm, lunch break?", intent: "hours" },
  {
    message:
      "A fishing boat I co-own with my cousin was detained at the quay because the fishing licence expired while she was out. How can we get the vessel released?",
    intent: "area:shipping",
  },
  {
    message:
      "Last year I was arrested over a fight at a Lumley beach bar and released on bail the same week. Now the court is calling me for the case next month. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Is Isatu Bangura still working with your chambers? She helped my mother years ago with something.", intent: "attorney:Isatu Bangura" },
  {
    message: "Ma usband beat me again las nite bikos a late fo come back from sell na di beach. He say next time he go kill me. A de stay na me padi in os now",
    intent: "safety",
  },
  { message: "can you write a short speech for our lifeguard graduation ceremony on Saturday, about 3 minutes", intent: "off-topic" },
  { message: "Need a contract drafted for renting 30 beach chairs and 10 umbrellas to a hotel at Lumley for the whole dry season.", intent: "area:contract" },
  { message: "where una office dey?", intent: "address" },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  {
    message: "I want to write a will. I own a small beach bar at River No. 2 and two canoes, and I want my children to get them, not my in-laws.",
    intent: "area:family",
  },
  { message: "still inside since yesterday. my broda Musa. Lumley police. he jus de rent chair, dem say he no get permit. pls", intent: "urgent" },
  {
    message: "We want to start renting jet skis to tourists at Lumley. Which licences does a business like ours need, and can you handle the applications?",
    intent: "area:business",
  },
  { message: "hello?? anybody der", intent: "unknown" },
  {
    message: "I was dismissed as a lifeguard by the beach resort after I got injured pulling a swimmer out. Do I have a right to compensation?",
    intent: "legal-question",
  },
  {
    message:
      "We went to arbitration with the hotel over unpaid lifeguard services and the arbitrator ruled in our favour in June, but the hotel still won't pay. How do we enforce the award?",
    intent: "area:arbitration",
  },
  { message: "how much fo canoe ride from Tokeh go Banana Island now?", intent: "off-topic" },
  { message: "can i park at your office? we'll be coming with the club bus actually, its quite big", intent: "knowledge:Parking" },
  { message: "dem de threaten me na di beach since a report dem say dem de sell drugs to pikin dem. one of dem show me gun yesterday", intent: "safety" },
  { message: "Police dey me door now dem wan take me papa, na him get di canoe wey capsize. come quick", intent: "urgent" },
  { message: "Is there a woman lawyer in the firm? I would be more comfortable talking to a lady", intent: "team" },
  { message: "i wan see lawyer monday fo me lan case near river no 2", intent: "booking" },
  { message: "Good afternoon", intent: "greeting" },
  {
    message:
      "I'm thinking of buying a beachfront plot at Bureh to build a small surf lodge. Before I hand over any money I need someone to do a proper title search and check the seller really owns it.",
    intent: "area:land",
  },
  { message: "how do I reach you people? I'm in Tokeh, far from town", intent: "contact" },
  { message: "I have a contract with Orange for my data bundle, how do I cancel it through the app? it keeps taking my credit", intent: "off-topic" },
  {
    message: "Someone stole our club's outboard engine from the boat shed at Tokeh. We know exactly who did it. We want the person prosecuted. Can you help?",
    intent: "area:criminal",
  },
  {
    message:
      "Our clearing agent took the money to clear 40 surfboards and vanished. The container is still at the port and the demurrage keeps adding up. We need a lawyer who deals with the port and customs to get it out.",
    intent: "area:shipping",
  },
  { message: "Wetin go happen to me if di court find say na me canoe knock di swimmer? A go go prison?", intent: "legal-question" },
  {
    message: "a de write from inside di cell fo Kissy police station. dem borrow me phone small. dem lock me since Sunday fo beach fight. pls send lawyer",
    intent: "urgent",
  },
  { message: "do you handle matters for sports clubs? like what services do you offer", intent: "services" },
  { message: "What time do you close on Fridays?", intent: "hours" },
  {
    message:
      "Me and my wife separated after ten years and she took the children to Bo. I want custody of my two boys. They were learning to swim with me every Sunday at Lumley.",
    intent: "area:family",
  },
  { message: "best sunscreen for dark skin? lifeguard all day in the sun and my face is peeling", intent: "off-topic" },
  { message: "ok bye for now", intent: "goodbye" },
  {
    message:
      "My partner and I run canoe rides at River No. 2 as a partnership. He wants to leave and take half the boats. We need to sort out the partnership properly.",
    intent: "area:business",
  },
  {
    message:
      "The hotel at Lumley hasn't paid our lifeguard invoices for 4 months, total 18 million. We have the signed service agreement. Need help to recover it.",
    intent: "area:contract",
  },
  {
    message: "My uncle is touching my younger sister when mum goes to sell at the beach. She finally told me. He said he will hurt her if she talks to anyone.",
    intent: "safety",
  },
  { message: "can I WhatsApp you on the same number?", intent: "phone" },
  { message: "Is it legal for the club to keep my membership deposit after expelling me without any hearing?", intent: "legal-question" },
  {
    message:
      "My son was picked up by police at River No. 2 last night after a fight with some tourists. He has not been released this morning. We went to the station and they won't even let us see him.",
    intent: "urgent",
  },
  { message: "una de do arbitration? two beach chair groups fo Lumley de quarrel over space, wi want settle am", intent: "area:arbitration" },
  { message: "need help writing my CV for a lifeguard job in Dubai", intent: "off-topic" },
  { message: "Landlord wan drive me from di shop wey a de use fo store chairs near Lumley, no notice. A don pay rent till December.", intent: "area:land" },
  { message: "Please send me your email so I can forward the documents about our boat club.", intent: "email" },
  { message: "anybody dey there wey sabi Temne? me papa na only Temne in de tok, na him get di canoe business", intent: "knowledge:Languages spoken" },
  { message: "my friend was charged with assault after a fight at the surf competition. he got bail. need a criminal lawyer for him", intent: "area:criminal" },
  {
    message:
      "Dear Sir/Madam, The committee of the River Number Two Water Sports Association respectfully requests a meeting with one of your partners at your earliest convenience, preferably in the week of the 14th. Kindly confirm a suitable date and time.",
    intent: "booking",
  },
  { message: "Thank you so much for the quick reply!", intent: "thanks" },
  {
    message:
      "they took my brother off the boat at Bureh, police marine unit. theyre holding him at Waterloo station right now, said no life jackets for the passengers",
    intent: "urgent",
  },
  {
    message:
      "One of our fishing boats sank off Tokeh and the catch and two engines were lost at sea. The insurance company is refusing to pay. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "How do I land a kite safely when the wind is strong at Bureh? I'm new to kitesurfing", intent: "off-topic" },
  { message: "pls i get problm", intent: "unknown" },
  { message: "How much will the judge give me if I sue the jet ski man who cut my leg while I was swimming at Lumley?", intent: "legal-question" },
  {
    message: "I'm hiding in the lifeguard tower at Lumley, my ex is on the beach with his friends looking for me, he said he'll cut my face. what do i do",
    intent: "safety",
  },
  {
    message:
      "My late brother ran canoe rides at Tokeh. His wife and children need help with his estate, letters of administration or something like that. Can you assist them?",
    intent: "area:family",
  },
  { message: "Best way to contact you from the UK? I'm back in Sierra Leone in December", intent: "contact" },
  { message: "Who are the lawyers at Kamara & Associates? list names pls", intent: "team" },
  { message: "una open tumara?", intent: "hours" },
  {
    message: "bank de ask me fo business registration paper before dem give loan fo me canoe rental. una fit help me register business name?",
    intent: "area:business",
  },
  { message: "SOLDIERS HOLD MY HUSBAND AT TOKEH JUNCTION NOW. SAY HIM BOAT NO GET PAPERS. HELP", intent: "urgent" },
  { message: "Do you offer free help or legal aid? Our club is small and runs on donations.", intent: "knowledge:Fees" },
  { message: "Can I book a meeting with Ibrahim Jalloh on Friday? It's about our boat club's registration.", intent: "booking" },
  { message: "I was sacked from my job as beach attendant with no letter and no pay for last month. I want to fight this.", intent: "area:contract" },
  { message: "Which street is your Freetown office on? is it near the cotton tree?", intent: "address" },
  { message: "Besides going to court, what services do you provide to businesses?", intent: "services" },
  { message: "parking fo okada near una office?", intent: "knowledge:Parking" },
  {
    message:
      "We signed a deal with a tour company saying any dispute goes to arbitration. Now they owe us for three months of canoe rides. Can you represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "a wan book appointment fo tok to lawyer about di family lan na Bureh, me cousin dem want sell di beach part", intent: "booking" },
  { message: "Wetin a fo bring when a de come fo di meeting? a get di receipt and di lease paper", intent: "knowledge:What to bring" },
  { message: "Do I need a licence to give swimming lessons on the beach or can the police stop me?", intent: "legal-question" },
  { message: "wetin be di fastest way fo bail wata comot canoe wen rain de fall? di bucket no de do am again", intent: "off-topic" },
  {
    message:
      "I am writing from London. My younger brother works as a lifeguard at Lumley. On Saturday a tourist got into trouble in the water and died later in hospital. On Sunday police came to the lifeguard post and took my brother and his supervisor. My mother says they are both still in the cell at Aberdeen and nobody has told the family anything. Please can someone go to the station today?",
    intent: "urgent",
  },
  {
    message:
      "Good evening. I married my wife in church in 2015. She now lives with a man who owns a beach bar at River No. 2 and I want a divorce. How do I start?",
    intent: "area:family",
  },
  { message: "abeg wetin time una de open mornin? a wan come before a open me chair dem na beach", intent: "hours" },
  {
    message: "The tourist who broke one of my beach chairs says she won't pay because the chair was old. Can I legally keep her bag until she pays?",
    intent: "legal-question",
  },
  { message: "Pls book me 4 consultation wed 2pm. land issue at river no 2", intent: "booking" },
  { message: "hi there", intent: "greeting" },
  {
    message:
      "Two men from the other jet ski group have been sitting outside my house in Lumley since morning. Yesterday they broke my brother's arm. I can't go out.",
    intent: "safety",
  },
  {
    message:
      "I ordered three outboard motors from Guinea, they came by boat to the quay and customs is holding them saying I must pay duty twice. I have all the receipts. Can you handle this?",
    intent: "area:shipping",
  },
  { message: "Can I meet a lawyer on Saturday morning? I'm only in Freetown for the weekend, coming from the Tokeh side", intent: "booking" },
  {
    message:
      "We hired a company to put up a new lifeguard tower at Bureh and paid half upfront. They built only the base and left. The contract says completion in 60 days and it has now been five months. We want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Do you have many lawyers or just one or two?", intent: "team" },
  {
    message: "police tek me uncle from in canoe dis mornin fo Tokeh, dem say tourist bag lost. dem hold am na station now, wi no get moni fo bail",
    intent: "urgent",
  },
  {
    message:
      "I run a small kayak rental at Lumley under my own name. Some investors from Ghana want to put money in. We need to set up a company with shareholders so it's clear who owns what. Need your help with that.",
    intent: "area:business",
  },
  { message: "Wetin be di score fo Kallon vs East End Lions yesterday?", intent: "off-topic" },
  {
    message:
      "I was held at Lumley police for two nights last month over a stolen phone on the beach. They let me go without charge but kept my ID card and my paddle. I want to clear my name and get my things back.",
    intent: "area:criminal",
  },
  { message: "If my brother signs the lease for the beach bar without me, is it valid? The land is in both our names.", intent: "legal-question" },
  { message: "What does Mohamed Conteh handle? Someone at the quay told me he does shipping work.", intent: "attorney:Mohamed Conteh" },
  { message: "Thanks a lot, that's really helpful. Cheers", intent: "thanks" },
  {
    message:
      "I want to lease a strip of beach at Tokeh for 10 years for my canoe rides. The chief has agreed. I need a proper lease drawn up and the land checked.",
    intent: "area:land",
  },
  {
    message:
      "My grandma always says the goat that was in her custody tasted best. Anyway, how do I cook goat pepper soup for 20 people at our beach party on Saturday?",
    intent: "off-topic",
  },
  { message: "pls my husband dey cell since 2 days 4 Goderich police. he na canoe captain. no charge no bail. wat do we do", intent: "urgent" },
  { message: "ma usband say if a go di beach again fo work e go burn me wit ot oil. e don do am before. a de hide na me sista os", intent: "safety" },
  { message: "Can someone from your firm get in touch with me? I'm the manager at the surf camp in Bureh.", intent: "contact" },
  {
    message:
      "Two families at River No. 2 both claim the right to run canoe rides from the same landing. The chief suggested arbitration instead of court. Can your firm help us find a neutral arbitrator and act for us?",
    intent: "area:arbitration",
  },
  { message: "Do you do only court cases or also contracts and companies? what do u offer", intent: "services" },
  {
    message: "My friend Tamba is in police custody right now at Lumley. He was on the jet ski that hit a swimmer. They took him an hour ago.",
    intent: "urgent",
  },
  { message: "My employer took the cost of a lost rescue board out of my salary. Is that allowed?", intent: "legal-question" },
  { message: "wetin na una email abeg", intent: "email" },
  { message: "Will you be open on the Independence Day holiday?", intent: "hours" },
  {
    message: "Me pikin papa don run go Guinea, e no de send notin fo di pikin. A want di court make e pay. A de sell coconut na Lumley beach",
    intent: "area:family",
  },
  { message: "pls correct dis sentence fo me school assignment: The lifeguard have save three peoples yesterday", intent: "off-topic" },
  {
    message: "Kadiatu here, in Maryland. I'd like a video call with a lawyer next week about my brother's jet ski business. Can we schedule one?",
    intent: "booking",
  },
  {
    message:
      "We chartered a cargo boat to bring 200 plastic chairs and umbrellas from Conakry for our beach business. The boat owner threw part of the cargo overboard in a storm and now refuses to pay for it. We need a lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "I want to report the man who stole my canoe paddles and life jackets from Tokeh beach. Police are doing nothing. I want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "ok so", intent: "unknown" },
  { message: "Est-ce que quelqu'un parle français chez vous? Je suis guinéen, je loue des pirogues à Tokeh.", intent: "knowledge:Languages spoken" },
  { message: "What documents should I prepare before coming? It's about my canoe that was seized, I have some receipts.", intent: "knowledge:What to bring" },
  {
    message: "they arrested our coach at the club house in River No 2. the police van is still outside with him in it. he needs a lawyer NOW",
    intent: "urgent",
  },
  {
    message:
      "I rent chairs at Lumley. A gang comes every evening to collect money from us. Yesterday they slapped me and said next time they'll stab me if I don't pay. I'm afraid to go to the beach today.",
    intent: "safety",
  },
  { message: "I run a beach chair business, what legal services could your firm offer someone like me?", intent: "services" },
  {
    message: "I want to close the company we used for the old water sports club. It has no money and no activity for two years. Can you help wind it up?",
    intent: "area:business",
  },
  {
    message: "Can a hotel stop local people from walking on the beach in front of it? They put a fence across at Lumley and say the beach belongs to them.",
    intent: "legal-question",
  },
  { message: "Una get office na Bo? which street?", intent: "address" },
  {
    message:
      "I need someone to review the employment contract the resort gave me as head lifeguard before I sign. It says I can't work anywhere else for 5 years.",
    intent: "area:contract",
  },
  { message: "Kushe, aw di bodi?", intent: "greeting" },
  { message: "bye bye", intent: "goodbye" },
  { message: "need a poem for my lifeguard friend's birthday, something about the sea and saving lives", intent: "off-topic" },
  {
    message:
      "Na Pa Alusine dis, from Bureh. A build me guesthouse on lan wey me late wife in papa gi wi fo 1998. Now in pikin dem de say dem want di lan back and dem go bring surveyor. Wi neva do paper, na mot agreement. A need lawyer fo protect di place.",
    intent: "area:land",
  },
  { message: "dem lock me broda Abu since Friday na Tokeh police post bikos di canoe turn ova wit passenja. e still de de. e no eat. abeg", intent: "urgent" },
  { message: "pls can i get d number to call", intent: "phone" },
  { message: "Is it possible to meet Christiana Thomas this week? It's about my divorce.", intent: "booking" },
  { message: "How big is your team? just want to know who I'd be dealing with", intent: "team" },
  {
    message:
      "Dear Sir/Madam, Our club has a dispute with a national surfing body concerning sponsorship funds for last season. Both parties have agreed to resolve it through mediation rather than litigation. We should be grateful if your firm could advise us on the process and represent the club.",
    intent: "area:arbitration",
  },
  { message: "How do I fix the outboard engine on my canoe, it starts and then dies after 5 minutes", intent: "off-topic" },
  { message: "If I was drunk when I signed the paper selling my chairs business, can I cancel it?", intent: "legal-question" },
  {
    message: "My sister and I want to adopt our late cousin's daughter. She has lived with us at Tokeh since the canoe accident. How do we do it properly?",
    intent: "area:family",
  },
  { message: "office hours pls and where una de", intent: "hours", also: ["address"] },
  {
    message:
      "Good morning, I am a Dutch tourist. Our local guide from the kayak trip was taken by police at Bureh an hour ago after an argument over the fare. They put him in the station and say he will sleep there. Can you send someone?",
    intent: "urgent",
  },
  {
    message: "I got a summons to appear at Waterloo magistrate court for carrying passengers in my canoe without life jackets. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message: "me ex-boyfren post say e go kill me if a no gi am back di moni fo di jet ski. e de waka round me chair spot na Lumley every day",
    intent: "safety",
  },
  { message: "How much do you charge to register a company? just a rough idea", intent: "knowledge:Fees" },
  { message: "what's the rate for dollars to leones today? I want to pay the surf instructor", intent: "off-topic" },
  {
    message:
      "Our trawler has been arrested at Queen Elizabeth II Quay by an admiralty order over a fuel debt. The crew are free, nobody is held, but the vessel can't sail. We need a lawyer to get her released.",
    intent: "area:shipping",
  },
  { message: "how man fit contact una? any way", intent: "contact" },
  { message: "The council says our beach bar licence at River No. 2 was not renewed. Can you help the business with the licensing?", intent: "area:business" },
  { message: "survey 4 our club land at Lumley. neighbour moved d pillars. need lawyer n surveyor", intent: "area:land" },
  { message: "Alright, talk later. Bye!", intent: "goodbye" },
  { message: "mama dem tek papa go police na nite. e neva cam back. e de insai still", intent: "urgent" },
  { message: "If the court fines me and I can't pay, can they take my canoe?", intent: "legal-question" },
  { message: "what time is the last poda poda from Lumley to Kissy?", intent: "off-topic" },
  { message: "Do you help individuals or only companies?", intent: "services" },
  { message: "I need an appointment asap for my canoe matter. Thursday?", intent: "booking" },
  {
    message:
      "My father died last month and left the beach chairs business and the land at River No. 2. My stepmother is sharing everything with her own children only. I want the estate shared properly.",
    intent: "area:family",
  },
  { message: "ok tenki fo di info", intent: "thanks" },
  {
    message:
      "Can you appoint an arbitrator for us? The surf competition organisers and our club disagree about the prize money and the entry rules say disputes go to arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "A big man at Tokeh wants my daughter, she is 15. He told me if I don't give her he will make me disappear. His boys came to the house twice this week.",
    intent: "safety",
  },
  { message: "una sabi Krio? a no sabi English fine", intent: "knowledge:Languages spoken" },
  {
    message:
      "We supply fish to three beach restaurants at Bureh. One of them has refused to pay six invoices, 4.5 million in all. We had a written supply agreement.",
    intent: "area:contract",
  },
  {
    message:
      "After the drowning at River No 2 the police say they will charge me with negligence, but no one has arrested me yet. I want a lawyer ready before they come.",
    intent: "area:criminal",
  },
  { message: "my cousin has been on remand at Pademba Road since last week over a fight at the beach bar. no lawyer yet", intent: "urgent" },
  { message: "The resort says I must work 7 days a week as a lifeguard with no day off. Is that allowed under Sierra Leone law?", intent: "legal-question" },
  { message: "Is there somewhere to leave my car near your office? driving in from Tokeh", intent: "knowledge:Parking" },
  { message: "4 d meeting wat papers 2 bring? i hv d chair rental agreement n some fotos", intent: "knowledge:What to bring" },
  { message: "mediator fo canoe palava? me and me broda de quarrel ova di boat wey papa lef, wi no want court", intent: "area:arbitration" },
  { message: "Could I have an email address to send our club's constitution to?", intent: "email" },
  { message: "how do I send money from Orange Money to Afrimoney? the chair boys only want afrimoney", intent: "off-topic" },
  { message: "are you open today? I'm leaving the beach now and can be there by 4:30", intent: "hours" },
  {
    message:
      "My jet skis were shipped from Dubai but the shipping line landed them at Conakry instead of Freetown. Now they want more money to bring them here. Can you help us deal with the shipping company?",
    intent: "area:shipping",
  },
  { message: "Hello, I'd like to talk to a lawyer about setting up our surf school as a business, when can we meet?", intent: "booking" },
  { message: "Pls d police r at our club gate nw, dey wan tk our treasurer, she is crying. wat shld we do", intent: "urgent" },
  { message: "Number?", intent: "phone" },
  { message: "Directions from Lumley to your office pls, I will take keke", intent: "address" },
  { message: "How many years can they give me for selling beer on the beach without a licence?", intent: "legal-question" },
  { message: "Our lifeguards' contracts run out this month. We want new ones written properly, with hours and holiday pay.", intent: "area:contract" },
  {
    message:
      "Please, the man who owns the chairs next to mine threw acid at my neighbour last week, and now he's telling me I'm next. I'm at the beach now and he is watching me.",
    intent: "safety",
  },
  { message: "Pls who be di lawyers dem fo una firm?", intent: "team" },
  {
    message:
      "I'm a visitor from the UK and I want to invest in a water sports centre at Bureh with a local partner. I need help setting up the business side properly.",
    intent: "area:business",
  },
  { message: "need a business plan for my kayak rental business, can you write one for me?", intent: "off-topic" },
  { message: "tenant no pay rent fo me beach shop 6 months, e no wan comot. a want lawyer", intent: "area:land" },
  { message: "Which of your lawyers are partners and which are associates?", intent: "team" },
  { message: "wetin na di price fo one container of rice na Big Market now? wi de cook fo di beach festival", intent: "off-topic" },
  {
    message:
      "Na Pa Alusine again from Bureh. Yestade evening police from Waterloo cam na me guesthouse and say one of me guest lost moni. Dem tek me barman Sheku, put am na dem motoka and carry am go station. Dis mornin a go dey, dem say e go stay dey till dem finish investigation. E get wife and two pikin. Abeg send lawyer today.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, The Bureh Beach Surf Club ordered twenty surfboards from a local supplier in January and paid in full. Only eight have been delivered and the supplier now claims the price has increased. We wish to enforce the agreement and should be grateful for your assistance.",
    intent: "area:contract",
  },
  { message: "I rent canoes to tourists. If one of them drowns because he refused the life jacket, am I still responsible?", intent: "legal-question" },
  { message: "wat days r u open? mon-fri only?", intent: "hours" },
  {
    message:
      "Long story short. My mum bought a plot at River No. 2 in 2009 from a family. Now another family has turned up with documents saying they sold it to a hotel company last year. The hotel's surveyors came to put beacons on it last week. Mum has her conveyance and the receipt. We need a lawyer to defend the land.",
    intent: "area:land",
  },
  {
    message:
      "please help my sisters husband is beating her right now at their house in Lumley, we can hear her screaming and the neighbours are too scared to go in",
    intent: "safety",
  },
  {
    message: "Good afternoon, could I arrange a consultation for Monday? I'm the treasurer of a kayak club and we need advice on our constitution.",
    intent: "booking",
  },
  { message: "When are the national swimming trials for the Commonwealth Games? One of my students wants to try", intent: "off-topic" },
  {
    message: "pls una fit help fo clear goods na port? me boat engine dem de insai container na quay since 2 week, customs no wan release",
    intent: "area:shipping",
  },
  {
    message: "im in d cell at Lumley police rite nw. dey took my phone but i hv my friends. dey say i stole from d beach hut. i didnt. pls come",
    intent: "urgent",
  },
  {
    message:
      "I spent three months in Pademba Road last year over a stolen generator at the beach resort. The case was thrown out and I was released. Now the resort is telling everyone I'm a thief and I can't get work. I want help clearing my record and my name.",
    intent: "area:criminal",
  },
  { message: "Send ur email 4 me pls", intent: "email" },
  {
    message:
      "I'm a lifeguard, 28, and I want to marry my fiancée from Guinea here in Freetown. Can you help us with the legal side of registering the marriage?",
    intent: "area:family",
  },
  { message: "where can I buy a waterproof phone case in Freetown for the beach?", intent: "off-topic" },
  { message: "what services do you offer? trying to see if you'd be right for our surf club", intent: "services" },
  {
    message: "Can my ex-husband take our son to Guinea without my permission? He says it's for a swimming camp but I don't think he will bring him back.",
    intent: "legal-question",
  },
  { message: "me and me padi dem want register we jet ski business na Lumley. una fit do am fo wi?", intent: "area:business" },
  {
    message: "My father is being held at Bureh police post since this morning, they say his canoe carried contraband. He is 70 and diabetic. Please help.",
    intent: "urgent",
  },
  {
    message:
      "We'd like to try mediation with a hotel that cancelled three of our beach events and kept the deposit. We want to keep the relationship if possible. Can you arrange it?",
    intent: "area:arbitration",
  },
  { message: "hv u got a whatsapp number?", intent: "phone" },
  { message: "Wetin be di weather fo Tokeh dis weekend? e go rain?", intent: "off-topic" },
  { message: "If I hire a lawyer, can I pay in two parts? first part now, the rest when my chairs money comes in December", intent: "knowledge:Fees" },
  { message: "Dem say if a no get permit fo rent chair na di beach, police go lock me. na true? wetin di law say?", intent: "legal-question" },
  {
    message:
      "The resort where I worked as pool and beach lifeguard dismissed me by WhatsApp message after 6 years. No reason given. I want to take action over the dismissal.",
    intent: "area:contract",
  },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "One of the canoe boys raped my cousin after the beach party on Saturday. He now knows she told, and his people are saying they will deal with her. She is hiding in our house.",
    intent: "safety",
  },
  { message: "What's the first aid for cardiac arrest on the beach? we have lifeguard training next week", intent: "off-topic" },
  {
    message: "Sa me pikin na lifeguard. Polis dem hol am since yestade na Lumley, dem say e tif tourist watch. e neva cam os. e de dey still.",
    intent: "urgent",
  },
  { message: "Tell me about Christiana Thomas, what kind of cases does she take?", intent: "attorney:Christiana Thomas" },
  { message: "Need help wit title deed fo beach lan na Bureh. Papa lef am fo wi, but di deed still de na grandpa name.", intent: "area:land" },
  { message: "Are you open during lunch? I can only leave the chairs between 12 and 2.", intent: "hours" },
  {
    message: "The jet ski operator hit my daughter while she was swimming inside the flags. Can we sue him, and will the court make him pay the hospital bill?",
    intent: "legal-question",
  },
  {
    message:
      "Hello, I'm Daniel. I shipped my kitesurf gear from the UK in a shared container and it arrived at the Freetown port a month ago. The clearing agent says the whole container is held because another importer's goods in it were undeclared. My gear is stuck and I'm only here until March. Is this something you can sort out?",
    intent: "area:shipping",
  },
  {
    message:
      "Police say I must come to the station to make a statement about the fight at the River No 2 beach bar. I was a witness but now they are treating me like a suspect. Can a lawyer come with me?",
    intent: "area:criminal",
  },
  { message: "Pls I want to meet Fatmata Kamara. When is she free?", intent: "booking" },
  { message: "appreciate it, thanks", intent: "thanks" },
  { message: "Who heads the firm, and who are the other lawyers?", intent: "team" },
  { message: "how much does it cost to charter a speedboat from Aberdeen to Tokeh for a day trip?", intent: "off-topic" },
  { message: "dem don tek di chair boy dem from River No 2 go police, all 5. dem still de na cell. dem say dem no get permit", intent: "urgent" },
  {
    message: "My wife took our baby and went back to her family at Tokeh. Her people won't let me see the child. I want to sort out custody and visiting.",
    intent: "area:family",
  },
  { message: "hello i need help", intent: "unknown" },
  {
    message:
      "I'm British and want to set up a surf company with two local lifeguards as shareholders. Please help us register it and draw up the shareholders' agreement.",
    intent: "area:business",
  },
  {
    message:
      "We want a neutral third party to decide how to split the money from the beach festival between the three clubs. Do you provide that kind of service?",
    intent: "area:arbitration",
  },
  {
    message: "A de fear fo me life. Di man wey a borrow moni from say e go kill me and trow me na sea na Tokeh. e don send e boys dem fo me os",
    intent: "safety",
  },
  { message: "What's the best way to get hold of you? I'm on the beach most of the day", intent: "contact" },
  { message: "What should I bring to my first appointment? It's about our club's land.", intent: "knowledge:What to bring" },
  { message: "Suggest some names for a cocktail at our beach bar, something with Tokeh in it", intent: "off-topic" },
  { message: "Is it legal for the police to collect money from us chair renters every weekend? They call it a 'beach fee'.", intent: "legal-question" },
  { message: "Kadiatu again. Please set up a consultation for my brother, he can come to the Freetown office on Thursday morning.", intent: "booking" },
  { message: "a wan lawyer fo write agreement between me and di hotel, dem wan rent me canoe dem fo tourist trip every weekend", intent: "area:contract" },
  {
    message:
      "Detained since Friday: my husband, Aberdeen police station. The speedboat he was driving hit two swimmers. No charge yet, no lawyer yet. Please can someone come?",
    intent: "urgent",
  },
  { message: "Kindly provide your official email address for correspondence from our association.", intent: "email" },
  { message: "Is your office close to the Law Courts building? I'm coming from Lumley.", intent: "address" },
  { message: "Do una open Sunday?", intent: "hours" },
  {
    message:
      "Dear Sir, I am writing to ask whether your firm handles the registration of leases. Our surf club has been offered a 25-year lease of a beach plot at Bureh by the village.",
    intent: "area:land",
  },
  {
    message: "do i have a right to my late husbands canoes or do they go to his family? we only did traditional marriage not church",
    intent: "legal-question",
  },
  { message: "do you have lawyers who speak Mende? my mother wants to come with me", intent: "knowledge:Languages spoken" },
  {
    message:
      "They have charged my son with causing death by dangerous driving of a jet ski. He is on bail and the trial is next month. We need the best defence.",
    intent: "area:criminal",
  },
  {
    message:
      "I'm a lifeguard. The boys I stopped from stealing tourists' bags said they'll be waiting for me after my shift with machetes. It's almost 6 and I'm still on the tower, scared to walk home.",
    intent: "safety",
  },
  { message: "me phone battery cell don swell, usai na Freetown a fit change am?", intent: "off-topic" },
  { message: "near which landmark is your office?", intent: "address" },
  {
    message: "Our club's rescue boat was imported and the shipping company delivered it damaged, the hull is cracked. We want to claim against them.",
    intent: "area:shipping",
  },
  { message: "Can you tell me generally what the chambers does? which areas of law?", intent: "services" },
  { message: "ok see you tomorrow then", intent: "goodbye" },
  { message: "Bank de ask fo personal guarantee fo loan fo we water sports company. a want lawyer look di loan paper before a sign.", intent: "area:business" },
  { message: "Need quotes for building a basketball court near the beach, what does cement cost now?", intent: "off-topic" },
  { message: "Book me with Hawa Turay in Bo on Friday if she's there. It's about my father's canoes after he died.", intent: "booking" },
  {
    message:
      "My husband and I separated last year. Now he wants half of our beach bar at River No 2 and the children. I need a lawyer for the divorce and everything that goes with it.",
    intent: "area:family",
  },
  { message: "Dem cam tek me broda na nite, dem say na soja. e neva cam back till now. wi no no usai dem carry am.", intent: "urgent" },
  { message: "Is the first meeting free? and do you speak Krio there?", intent: "knowledge:Fees", also: ["knowledge:Languages spoken"] },
  { message: "Is there paid parking near the Siaka Stevens Street office or should I just take a taxi?", intent: "knowledge:Parking" },
  {
    message:
      "The two partners in our canoe business can't agree on the accounts. We both want an independent person to decide rather than a court. Can you do that?",
    intent: "area:arbitration",
  },
  {
    message: "What will happen to me if the drowned boy's family takes me to court? I was the only lifeguard on duty and I was on my break.",
    intent: "legal-question",
  },
  { message: "Bless you for the help!", intent: "thanks" },
  {
    message: "ma broda de na cell na Tokeh since Tuesday. dem no gi am food. dem say e go stay dey till e pay fo di tourist wey e canoe knock",
    intent: "urgent",
  },
  { message: "Want to come in and talk with a lawyer about the land our club uses at Lumley. Next week, any day.", intent: "booking" },
  {
    message: "Police just stopped our canoe at River No 2 and they are pushing my brother into the van right now. They say we have no passenger licence.",
    intent: "urgent",
  },
  { message: "me stepfather say if a tell mama wetin e de do to me e go kill me. a de sleep na di beach hut tonight", intent: "safety" },
  {
    message:
      "I sold 15 canoes to a tour operator on credit. He paid for 5 and has refused to pay the rest for a year. We have a signed agreement. I want the money recovered.",
    intent: "area:contract",
  },
  { message: "How many of your lawyers are in the Bo office?", intent: "team" },
  { message: "My landlord at Lumley has raised the rent on my beach kiosk by 300% with one week's notice. I need a lawyer on this.", intent: "area:land" },
  { message: "shld i bring d original deed or a copy? meeting is tuesday", intent: "knowledge:What to bring" },
  { message: "Can I call your office directly? What's the number for Bo?", intent: "phone" },
  {
    message:
      "Please I'm typing fast. The boat owner I work for at River No. 2 is shouting that he'll shoot me when he finds me because I told the police about the fuel. I'm hiding behind the fish smoking house.",
    intent: "safety",
  },
  {
    message:
      "I am the club captain writing from Lumley police station. They have put our three youngest members in the cell after a fight with another club. They are 16 and 17. We need a lawyer here.",
    intent: "urgent",
  },
  {
    message: "Do you handle criminal cases? My nephew is accused of stealing a tourist's wallet at Bureh. Police want to question him next week.",
    intent: "area:criminal",
  },
  { message: "Wetin time una de close?", intent: "hours" },
  {
    message:
      "Need a lawyer for a dispute over a fishing boat we chartered for tourist sport fishing. The owner took the vessel back mid-season saying we damaged the engine.",
    intent: "area:shipping",
  },
  { message: "Can my landlord throw out my chairs and umbrellas without going to court first?", intent: "legal-question" },
  {
    message: "Need help with my late mother's estate. She owned the beach shop at Tokeh and had money in the bank. There are five of us children.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, Our association's agreement with the Lumley beach traders' union contains an arbitration clause. A dispute has now arisen over stall allocation. We wish to commence arbitration and should be grateful for your advice and representation.",
    intent: "area:arbitration",
  },
  { message: "how many calories do you burn in one hour of paddle boarding?", intent: "off-topic" },
  { message: "Can my dad and I come in on Wednesday to see a lawyer? It's about the lease on his beach bar.", intent: "booking" },
  { message: "We want to change our chairs business from a business name to a limited company. Can you handle it?", intent: "area:business" },
  { message: "so wat now", intent: "unknown" },
  { message: "good evening una", intent: "greeting" },
  { message: "wetin una de do? all kain case?", intent: "services" },
  { message: "I'd like to reach someone at the firm, what are my options?", intent: "contact" },
  { message: "Hi, good morning from River No. 2", intent: "greeting" },
  {
    message: "Ah beg, police dem don hol me broda since Monday na Waterloo, fo di canoe wey sink wit di tourist dem. dem no gri fo release am. e still insai.",
    intent: "urgent",
  },
  { message: "How should we score the sandcastle competition at Lumley on Sunday? We need a fair sheet for the judges", intent: "off-topic" },
  {
    message:
      "My brother and I have a boundary quarrel with the neighbour behind our beach bar at Bureh. He built his toilet on our side. We have the survey plan from 2012. Need a lawyer.",
    intent: "area:land",
  },
  {
    message: "Our club lent its kayaks to a school trip and two were lost. Is the school legally bound to replace them even though nothing was signed?",
    intent: "legal-question",
  },
  { message: "if I come Friday at 4:45 will there still be someone there?", intent: "hours" },
  { message: "Di man wey de rent canoe nex to me say e go stab me tonight bikos a tek e customer. e don sharpen e knife na me front.", intent: "safety" },
  { message: "Can I have an appointment with Adama Koroma next week? Our club needs to sort out the contract with a hotel.", intent: "booking" },
  {
    message:
      "Customs impounded the water scooters I imported for my rental business, saying they count as motor vehicles and need extra duty. They're sitting at the quay. Can you help?",
    intent: "area:shipping",
  },
  { message: "Abeg a need lawyer fo divorce. Me man na lifeguard na Lumley but e don lef me fo 3 yia, e no de send notin.", intent: "area:family" },
  {
    message:
      "Hello, I'm writing for my colleague Aminata. She's a swim instructor and she was arrested at the club an hour ago because a parent accused her of something. She's at Congo Cross station now. Please help.",
    intent: "urgent",
  },
  { message: "what time does the Brussels flight land at Lungi on Thursday? picking up surf club guests", intent: "off-topic" },
  {
    message: "Our supplier of life jackets delivered fake ones that sank in testing. We paid 25 million. We want the deal cancelled and our money back.",
    intent: "area:contract",
  },
  { message: "Can you tell me the names of all your lawyers and what each one does?", intent: "team" },
  {
    message:
      "My husband is accused of stealing fuel from the fishing association at Tokeh. Police haven't arrested him but they keep calling him in. We want a lawyer to handle it before it gets worse.",
    intent: "area:criminal",
  },
  { message: "I need to call the Freetown office, which number?", intent: "phone" },
  {
    message: "The chief at Tokeh says I must give him a share of my canoe ride money every month or he'll stop me working. Does he have the right?",
    intent: "legal-question",
  },
  {
    message: "We're a group of canoe operators at Tokeh and want to form a cooperative so we can get a bank loan together. Can you help set it up?",
    intent: "area:business",
  },
  { message: "Give me ideas for a school project on coastal erosion at Lumley, it has to be a case study", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I regret to inform you that our boat handler, Mr Saidu Kargbo, was detained by naval personnel this morning at Tokeh landing and is at present held at their post. No reason has been given. We urgently request that a lawyer attend.",
    intent: "urgent",
  },
  {
    message: "Ow una de do mediation? Me and di hotel manager de quarrel ova di moni fo di chair dem. wi want somebody fo settle am, no court.",
    intent: "area:arbitration",
  },
  {
    message: "I'm at River No 2. Some men just dragged my friend into the bush behind the beach bar. She was screaming. I'm too scared to go. Who do I call??",
    intent: "safety",
  },
  {
    message:
      "Ever since I pulled the drowning boy out and said the jet ski man hit him, the jet ski man's brothers have been following me. Today they told me my body will wash up on Lumley next. I've stopped sleeping at home.",
    intent: "safety",
  },
  { message: "Do any of your staff speak Limba? my grandfather wants to come along", intent: "knowledge:Languages spoken" },
  { message: "If I build a small shed on the beach for my chairs, can the government pull it down without paying me anything?", intent: "legal-question" },
  { message: "want to see someone about my container at the port, tomorrow possible?", intent: "booking" },
  { message: "Address of Freetown office pls", intent: "address" },
  {
    message:
      "Kadiatu here. My brother's wife wants a divorce and says she'll take the kids and half the jet-ski business, which I paid for from the US. He needs a family lawyer. Can you take his case?",
    intent: "area:family",
  },
  {
    message: "police cam tek di chair boss wey wi de work fo. na Lumley station e de, since dis mornin. wi pay no pay, dem no gri release am.",
    intent: "urgent",
  },
  { message: "Later, bye bye", intent: "goodbye" },
  {
    message:
      "Good day. I am a canoe builder at Tokeh. A club ordered four canoes, I finished them, and now they refuse to pay the balance saying they changed their mind. We signed a contract.",
    intent: "area:contract",
  },
  { message: "What are your working hours?", intent: "hours" },
  { message: "my phone charging port full of sand from the beach, how do I clean it?", intent: "off-topic" },
  {
    message:
      "Our fishing boat was damaged in a collision with a cargo vessel near the port. The other ship's owners deny everything. Need a lawyer for the claim.",
    intent: "area:shipping",
  },
  { message: "me usband say e go kill me and di pikin dem if a comot di os. e lock di door and e don drink. a de write from di toilet", intent: "safety" },
  { message: "Can I get a list of what your firm deals with?", intent: "services" },
  { message: "do i have a right to my job back? the resort fired me after i refused to go out in the storm", intent: "legal-question" },
  {
    message: "My cousin attacked me at the beach over the chair money and broke my tooth. I have a medical report. I want him charged and taken to court.",
    intent: "area:criminal",
  },
  { message: "We want to buy the house behind Tokeh beach for our club. Need a lawyer to handle the conveyancing.", intent: "area:land" },
  { message: "abeg dem hol me and me padi na station na River No 2, a de tek me padi phone write. dem say wi fo pay before dem leh wi go", intent: "urgent" },
  { message: "help me write a prayer for the fishermen before they go out to sea", intent: "off-topic" },
  { message: "can i leave my bike outside your office safely?", intent: "knowledge:Parking" },
  { message: "Tenki o, una try", intent: "thanks" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange an appointment for me with a partner at your Bo office regarding my late husband's estate. I am available any weekday after 10 a.m.",
    intent: "booking",
  },
  {
    message:
      "Dear Sir/Madam, our agreement with the kayak supplier names an arbitrator, but the supplier refuses to take part. Kindly advise how we should proceed with the arbitration, and whether you can act for us.",
    intent: "area:arbitration",
  },
  {
    message: "I want to open a beach bar at Lumley with my cousin in the diaspora as co-owner. We need the business registered and a partnership agreement.",
    intent: "area:business",
  },
  { message: "What compensation can my brother expect from the court? The hotel's speedboat ran over his canoe and broke his leg.", intent: "legal-question" },
  { message: "URGENT my son na lifeguard, soldiers hold am since morning at the Lumley checkpoint after a quarrel. He still there", intent: "urgent" },
  { message: "ur email?", intent: "email" },
  { message: "Can I see a lawyer this afternoon? I'm in town from Bureh only today.", intent: "booking" },
  { message: "What's the price of a second-hand Yamaha 40 horse outboard engine in Freetown?", intent: "off-topic" },
  {
    message: "My late husband's family have come to take the house and his two canoes at Tokeh. I have three children with him. I need help with his estate.",
    intent: "area:family",
  },
  {
    message:
      "My boyfriend told me if I go back to work at the surf club he will break my legs. He already smashed my phone today. I'm at the club now and he's waiting outside.",
    intent: "safety",
  },
  { message: "How many partners does the firm have?", intent: "team" },
  { message: "How can I contact you outside office hours? I work at the beach till 6", intent: "contact" },
  { message: "Can the surf club ban me for life just because I complained about the coach? Is that lawful?", intent: "legal-question" },
  { message: "How much does it cost to have a lawyer handle a divorce? I'm a lifeguard, not rich", intent: "knowledge:Fees" },
  {
    message:
      "The police said the case against me over the beach chair theft was closed, but now I hear the tourist wants to bring it again. I was released in January. I need a lawyer to follow it.",
    intent: "area:criminal",
  },
  { message: "what jobs are available for lifeguards in Freetown hotels?", intent: "off-topic" },
  {
    message: "Mommy just called, the police came to the house and are taking Daddy away right now, it's about the boat accident at River No. 2. What do we do?",
    intent: "urgent",
  },
  {
    message:
      "I got a notice from the council to move my chair stand off the Lumley beach road. I have rented that spot from the landowner for 8 years and paid every month.",
    intent: "area:land",
  },
  { message: "a wan tok to lawyer, wetin day a fit cam? na bout me canoe business registration", intent: "booking" },
  { message: "Do you handle cargo claims? Our surfboards arrived at the quay smashed and the shipping line won't pay.", intent: "area:shipping" },
  { message: "Aw di mornin", intent: "greeting" },
  { message: "Should I bring the club's registration certificate and bank letters when I come for the meeting?", intent: "knowledge:What to bring" },
  {
    message: "A builder took 12 million from our club to fix the clubhouse roof at Bureh and ran away after two weeks. Contract signed. We want action.",
    intent: "area:contract",
  },
  { message: "is the bo office open same time as freetown?", intent: "hours" },
  { message: "Sa, wetin na di service dem wey una de gi pipul?", intent: "services" },
  {
    message:
      "I am inside the police cell at Waterloo, writing on my brother's phone, he brought me food. They have kept me 3 days over the kite accident. No lawyer.",
    intent: "urgent",
  },
  { message: "Is Ibrahim Jalloh a partner? What area does he work in?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Wetin be di fare fo keke from Lumley go Tokeh now?", intent: "off-topic" },
  {
    message:
      "please there are men with sticks at our beach bar at Bureh saying they will burn it tonight with us inside if we don't leave the land. we are inside now",
    intent: "safety",
  },
  { message: "Is a verbal agreement to rent out my beach chairs for the season legally binding?", intent: "legal-question" },
  {
    message:
      "Do you have someone who can mediate between our club and the neighbours who complain about noise from our boat engines? we would prefer to talk it out with a neutral person",
    intent: "area:arbitration",
  },
  { message: "Can we have an interpreter at the meeting? My uncle speaks only Susu.", intent: "knowledge:Languages spoken" },
  { message: "Me and me wife want separation. wi get 2 pikin and di chair business. wi want do am fine, wit lawyer.", intent: "area:family" },
  { message: "Our surf company needs a tourism licence and the business registration renewed. Can you handle both?", intent: "area:business" },
  { message: "how long should I boil crabs from River No 2?", intent: "off-topic" },
  { message: "Thank you, very kind.", intent: "thanks" },
  { message: "They came for my dad at Tokeh wharf, the marine police. They've got him in handcuffs on their boat now", intent: "urgent" },
  { message: "Any parking space at your Bo office?", intent: "knowledge:Parking" },
  { message: "dem tek me broda pikin go police since yestade na Bureh. e na 15. e still de insai, dem no leh wi see am", intent: "urgent" },
  { message: "My late father left no will. Will the beach land at River No. 2 go to all his children equally, or only the sons?", intent: "legal-question" },
  { message: "hey", intent: "greeting" },
  { message: "How can I make our water sports club appeal to more young girls? marketing ideas pls", intent: "off-topic" },
  { message: "Please someone is banging on my door at River No 2 with a machete saying I stole his canoe. My kids are with me. I'm scared.", intent: "safety" },
  { message: "Do you have a Facebook page or any way to reach you online?", intent: "contact" },
  {
    message:
      "Do you defend people accused of drug possession? My friend was found with something at the beach party. Police let him go but said he will be charged.",
    intent: "area:criminal",
  },
  { message: "Pls set me appointment wit Isatu Bangura, monday or tuesday. na bout me lan.", intent: "booking" },
  { message: "una open on public holiday like Easter Monday?", intent: "hours" },
  { message: "Me and me broda dem de quarrel ova papa lan na River No 2, di part wey near di sea. wi want lawyer fo di lan case", intent: "area:land" },
  {
    message: "We want to register our new tour boat so it can carry passengers between Tokeh and Banana Island. Do you handle vessel registration?",
    intent: "area:shipping",
  },
  {
    message: "Me and me partner de run di jet ski business but e de tek all di moni. wi want separate di business fine. una fit help?",
    intent: "area:business",
  },
  {
    message:
      "Is there someone at your firm who acts as a mediator? The three beach chair associations at Lumley need a neutral person to settle the fee-sharing quarrel.",
    intent: "area:arbitration",
  },
  {
    message:
      "The hotel signed us to provide lifeguards for the season and then cancelled after one month without paying the notice in the contract. We want it enforced.",
    intent: "area:contract",
  },
  { message: "Any young lawyers in your team? who are they?", intent: "team" },
  { message: "Do you deal with business matters, land, court cases or what? just want to understand what you do.", intent: "services" },
  { message: "call una nomba?", intent: "phone" },
  { message: "I have an issue", intent: "unknown" },
  { message: "Bye, have a nice day", intent: "goodbye" },
];
