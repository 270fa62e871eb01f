import type { LabelledMessage } from "./labelled-message";

// Busy-day visitors typing between jobs, full of side detail about where they are, plus off-topic errands in legal or business words. Writers: Aminata, 34, nurse on rotating shifts at Connaught Hospital, tired, English with Krio, cracked Tecno phone; Sorie, 24, okada rider in Calaba Town, heavy Krio and SMS shorthand, types at junctions; Mammy Fatu, 47, pepper and fabric trader at Dove Cot and Big Market, Krio, voice-typing with odd breaks; Alimamy, 39, clearing agent and port worker at Queen Elizabeth II Quay, brisk jargon; Isata, 20, Fourah Bay College student, casual English and slang, always broke; Mr Ibrahim Koroma, 61, retired teacher with a provision shop in Bo, formal letters; Kadiatu, 31, diaspora nurse-aide in Maryland or London writing on a lunch break, American-ish English; Abu, 43, owns a cookshop and mobile-money kiosk in Makeni, practical, mixes Krio and English.

export const DEVELOPMENT_FORTY_FIFTH: LabelledMessage[] = [
  // urgent
  {
    message:
      "am on shift at the hospital cant leave the ward, my husband just call me say police from Ross Road station hold am since 6am over one motorbike palava. pls who can go there now",
    intent: "urgent",
  },
  {
    message:
      "abeg una help, mi broda dem hold am na Kissy police station since yestadey nite, dem nor wan tell we wetin e du. I de ride now na Shell junction, I nor get time fo waka go",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. I am writing from my provision shop in Bo where I cannot leave the counter. My son was arrested in Freetown this morning by CID officers and he is still in their custody at Pademba Road. I need a lawyer to attend to him today.",
    intent: "urgent",
  },
  {
    message:
      "On my lunch break in Silver Spring, eating in my car. Just got a WhatsApp from my mom in Freetown, police came and took my brother from the house at 5am and he's still at Congo Cross station. Who can go see him??",
    intent: "urgent",
  },
  {
    message:
      "customs officers at the quay detained my supervisor since 10 oclock, dem say na undeclared container. dem carry am go inside dem office an lock am. we still de gate 2 wit di truck engine running",
    intent: "urgent",
  },
  {
    message: "pls quick pls police dey mi shop door now dem wan carry mi husband go station, dem nor show any paper. customers dem de watch",
    intent: "urgent",
  },
  {
    message:
      "FBC student here, was literally walking to my 2pm lecture. They just arrested 4 of us near Mount Aureol, my roommate is in the back of the police pickup right now and we dont know where theyre taking them",
    intent: "urgent",
  },
  {
    message:
      "mi pikin dem lock am na cell fo Waterloo since Friday, tiday na Monday. I de sell pepper na Waterloo market, mi nor get moni bot I nor go lef am dey",
    intent: "urgent",
  },
  {
    message:
      "soldiers at the checkpoint near Masiaka took my driver and the truck, they are holding him in their post since morning. the goods are for my shop in Makeni and the fish will spoil but I only care about him. Please someone call me",
    intent: "urgent",
  },
  {
    message:
      "Sir/Madam, my elder brother was picked up by police at Lumley roundabout two hours ago while he was selling phones at his table. He is now at the Lumley police post. Kindly advise who from your office can go immediately.",
    intent: "urgent",
  },
  { message: "dem hold mi padi na Eastern police, e nor du notin, e jus de wet fo passenja. I park na Eastern now, I de si am tru di winda", intent: "urgent" },
  {
    message:
      "nurse on duty at PCMH, typing between vitals. my brother in law was arrested last night, they say for fighting, still in custody at Central police. family calling me every minute. need a lawyer there today pls",
    intent: "urgent",
  },
  {
    message:
      "Police just walked into my cookshop in Makeni during lunch rush and handcuffed my cashier, they say a customer's money went missing. They're putting her in the vehicle now",
    intent: "urgent",
  },
  {
    message:
      "mi man dey police station since yestadey mornin becos of one lan matter, dem say dem go send am court bot nobody tell we notin. I de work na Dove Cot, I de cry na mi stall",
    intent: "urgent",
  },
  {
    message:
      "urgent - my dad is 70 and has been held at the Kissy police division since Wednesday. I'm in London on my 30 min break, can't reach anyone there. Can your lawyers go see him today?",
    intent: "urgent",
  },
  {
    message:
      "2 police men at my gate rite now saying dem wan take me go station for questioning. I nor know wetin I do. I de inside de house wit mi pikin dem, di rice still de fire",
    intent: "urgent",
  },
  {
    message:
      "They arrested my boss at the port this morning, port police, over missing bags of rice from warehouse 4. He is still there and all of us loaders are confused. Who do I call",
    intent: "urgent",
  },
  {
    message:
      "my son 16 yrs old police carry am from school today, e still dey Congo Cross station. I de fo work na one NGO office na Wilberforce an mi oga nor go lef mi go",
    intent: "urgent",
  },
  { message: "abeg mi kompin dem hold am since las nite fo di okada wey nor get papa. e dey Calaba Town police. wetin we go du now now", intent: "urgent" },
  {
    message:
      "Hello I'm a trader at Big Market, 2nd floor cloth section. Police came to the market and took my sister away, they said she sold stolen goods. She is at Central police now. Please help quickly",
    intent: "urgent",
  },
  {
    message:
      "hi, lunch break here in Houston so I'll be quick. My cousin in Freetown has been detained at CID headquarters for 3 days with no charge. Family sent me to find a lawyer. Need someone there asap",
    intent: "urgent",
  },
  {
    message:
      "my wife is in police custody at Wellington since this morning over a quarrel with the neighbour. I am on shift at the quay loading a Maersk vessel and cannot leave till 7. What can you do for her now?",
    intent: "urgent",
  },
  {
    message: "Dem cam wit gun an tek mi broda na im shop fo Kenema. Na police, dem say na fraud. Im dey di station now. I dey Freetown, I nor fit go quick",
    intent: "urgent",
  },
  {
    message:
      "They took my fiancé to Pademba Road last night, he hasn't seen any judge and has no lawyer. I'm at work in the lab right now with samples in front of me and can't think straight",
    intent: "urgent",
  },
  { message: "police dey arrest mi okada boy now now na Kissy Road, dem don put am fo dem van. I de watch from across di road", intent: "urgent" },
  {
    message:
      "The military police have held my nephew at Wilberforce barracks since Saturday. He is a civilian. We are not allowed to see him. I am writing from my office in Bo, please act.",
    intent: "urgent",
  },
  {
    message: "hw fast cn una lawyer reach Ross Road station? mi broda dey deh since 4am. I de sell credit na Lumley junction cant close mi table",
    intent: "urgent",
  },
  {
    message:
      "The boy who works in my phone shop was arrested an hour ago, accused of stealing a customer's phone. He's at the Kroo Bay police post and swears he didn't do it. Please send someone",
    intent: "urgent",
  },
  { message: "Police jus lock mi landlady pikin. We ol de shout na di station gate. Pls who go cam", intent: "urgent" },
  {
    message:
      "Had to step out of the ward to type this. Police have arrested my own brother over the accident outside the hospital gate and taken him to Brookfields station. He's there now. Please",
    intent: "urgent",
  },
  {
    message: "mi man dem tek am go CID since Tuesday, tiday na Tursday. dem nor gi am food. I dey na mi stall fo Abacha Street wit nobody fo siddom fo me",
    intent: "urgent",
  },
  {
    message:
      "hi my boyfriend got arrested at the Aberdeen checkpoint this afternoon and he's still in the cell there. I'm a student, I have exams tomorrow morning and I'm panicking",
    intent: "urgent",
  },
  { message: "police in my compound now with my brother in handcuffs, they are searching the house. I'm in the bathroom typing this", intent: "urgent" },
  {
    message:
      "Dear Sir, my business partner was detained by the police at the Bo station yesterday evening over a debt complaint. He remains in custody as I write. I request a lawyer urgently.",
    intent: "urgent",
  },
  {
    message:
      "I'm stuck in Bai Bureh Road traffic in a poda poda, they just called me that police picked my husband from his shop in Kissy and he is now in the station. I'm on my way there, can someone meet me",
    intent: "urgent",
  },
  { message: "sista dem hold mi na Lumley police, na dem phone I de use. I ride okada. dem say I jam one woman. pls", intent: "urgent" },
  {
    message:
      "Hello from Manchester, I'm on my break in the staff room. My mum called crying, police took my younger brother from our family house in Goderich at dawn. He's in custody at Lumley. Please help",
    intent: "urgent",
  },
  { message: "customs don arrest mi clearing agent an hold am na di long room since mornin, di container still dey. pls wetin we go du", intent: "urgent" },
  { message: "di police don hold mi pikin papa since 3 days na Tombo station. e go fishing cam back, dem say im boat get problem. abeg", intent: "urgent" },
  {
    message: "URGENT!! my son was taken by police from our shop on Sani Abacha Street 20 mins ago. We don't know which station. Please I need a lawyer now",
    intent: "urgent",
  },

  // safety
  {
    message: "mi man don beat mi again dis mornin before I go market, now e de call say wen I cam back e go kill me. I de hide na mi sista shop wit mi basket",
    intent: "safety",
  },
  {
    message:
      "Just finished a 12 hour shift. My ex has been waiting outside the hospital gate every night this week and today he showed me a knife. I'm scared to walk to the taxi",
    intent: "safety",
  },
  { message: "passenja dem de gada round me now dem say I jam pikin, dem wan beat me. I dey na Calaba Town junction. pls help", intent: "safety" },
  {
    message: "my landlord sent boys tonight, they threw our things outside and my 3 children and I are standing in the rain in Kissy. Where can we go now",
    intent: "safety",
  },
  {
    message: 'A man keeps following me from my stall to my house in Wellington, today he said he will "deal with me". I\'m afraid to open my shop tomorrow',
    intent: "safety",
  },
  {
    message:
      "my uncle said if I don't leave the family land in Waterloo he'll cut me with a machete. he came with 3 men today. I'm writing from my neighbour's house",
    intent: "safety",
  },
  {
    message:
      "student at Njala. a lecturer has been harassing me and tonight someone sent a message saying they know my hostel room number and I will regret it. I'm scared to sleep here",
    intent: "safety",
  },
  { message: "dem de stone mi shop now now, some boys say I be witch. I don lock miself inside. Goderich", intent: "safety" },
  {
    message:
      "My sister in Freetown is being beaten by her husband right now, she sent me a voice note crying. I'm at work in Atlanta. What can I do from here?",
    intent: "safety",
  },
  {
    message: "one customer tell me e go burn mi cookshop tonite becos I nor gi am food on credit. e cam wit im friends an dem still de outside. Makeni",
    intent: "safety",
  },
  { message: "mi papa de beat mi mami now, I de outside. mi na 15 yrs. abeg", intent: "safety" },
  {
    message:
      "Good day. I write from Bo. Some youths armed with sticks have surrounded my house over a boundary quarrel and are threatening to set it on fire. My wife and grandchildren are inside.",
    intent: "safety",
  },
  {
    message:
      "I work at the quay. A man I reported for theft told me today that he and his people will wait for me after my shift and finish me. My shift ends at 6. Please what do I do",
    intent: "safety",
  },
  { message: "my stepfather touches me when mum goes to the market. I'm 17. I'm typing from school. I dont want to go home today", intent: "safety" },
  {
    message: "husband locked me and the children out tonight with no money, we are sitting by the road in Calaba Town. its dark and the baby is crying",
    intent: "safety",
  },
  { message: "boys wit cutlass de block di road front mi os, dem say I owe dem, dem wan wound me. I don lock di door", intent: "safety" },
  {
    message:
      "My ex keeps calling from different numbers saying he'll throw acid on my face. I sell clothes at Victoria Park market and he knows my stall. I'm terrified",
    intent: "safety",
  },
  {
    message: "coming from work at the port, 2 men on a bike have followed me since Cline Town. I ran into a pharmacy and I'm scared to come out",
    intent: "safety",
  },
  { message: "neighbour de beat im housegirl every nite, tonite e bad pass, di gyal de holla fo help. wetin I go du", intent: "safety" },
  { message: "mob outside my store at Lumley right now saying I cheated someone, they are banging the door and the shutter. please", intent: "safety" },
  {
    message: "I be okada man. one big man threaten say e go shoot me if e si me again becos of small accident. e get gun. I de fear fo ride",
    intent: "safety",
  },
  {
    message:
      "Hello, my daughter's husband beats her and she ran to my house with the baby. Now he is at my gate shouting that he will kill us both. I am writing from inside.",
    intent: "safety",
  },
  {
    message:
      "family pipul dem cam tek mi tins an pursue me an mi pikin dem since mi man die las week. we de sleep na church now. dem say if we cam back dem go wound we",
    intent: "safety",
  },
  {
    message: "a co-worker tried to strangle me in the store room at the hospital today. nobody did anything and he's on night shift with me again tonight",
    intent: "safety",
  },
  { message: "pls I de hide na toilet fo mi workplace, mi boss lock di office door an e de try force imself pan me. pls", intent: "safety" },

  // legal-question
  {
    message: "quick question while I wait for passenger: police take mi okada fo no licence an say I must pay 500k fo get am back. Is that legal?",
    intent: "legal-question",
  },
  {
    message:
      "The hospital wants me to sign a bond to work 5 years or pay back my training. If I leave after 2 years can they really make me pay? asking from the nurses station lol",
    intent: "legal-question",
  },
  {
    message:
      "I'm typing this behind my counter at Sani Abacha Street between customers. My landlord increased my shop rent from 3 million to 6 million in the middle of the year. Can he do that?",
    intent: "legal-question",
  },
  {
    message: "My husband left 4 years ago, never sends money for our 2 children. If I go to court how much maintenance will they give me?",
    intent: "legal-question",
  },
  {
    message: "Lunch break in Texas. My late father had land in Lumley and his brothers are selling it. As his only son, living abroad, am I entitled to it?",
    intent: "legal-question",
  },
  {
    message: "the shipping line is charging us demurrage for 40 days when the delay was caused by the port scanner breaking down. do we have to pay that?",
    intent: "legal-question",
  },
  { message: "mi oga nor pay me fo 3 months an now e sack me. e get rite fo du dat?", intent: "legal-question" },
  {
    message:
      "I sell solar lamps from a container shop in Makeni, doing well now. If I register the business together with my brother and he didn't put in any money, does he own half?",
    intent: "legal-question",
  },
  {
    message:
      "Good evening. If a man dies without a will in Bo, do the children of his second wife inherit equally with those of the first? This is my own family's situation.",
    intent: "legal-question",
  },
  { message: "my university is holding my certificate because of 200k fees my uncle who sponsored me never paid. is that allowed?", intent: "legal-question" },
  { message: "mi customer owe me 8 million fo goods since 2022, we nor sign paper, na only WhatsApp. if I sue am, I go win?", intent: "legal-question" },
  {
    message: "Can my wife take the children to America without my permission? She just told me today, I'm at the market counting stock",
    intent: "legal-question",
  },
  { message: "wetin be mi rite if police search mi shop widout paper?", intent: "legal-question" },
  {
    message: "I bought land in Waterloo and paid in full, now another man shows a conveyance older than mine. Who owns the land by law?",
    intent: "legal-question",
  },
  {
    message: "The arbitrator ruled against us but he's friends with their director, we think he was biased. Can we get the award set aside?",
    intent: "legal-question",
  },
  { message: "My brother got bail but the magistrate set 50 million surety for a small theft charge. Is that even allowed?", intent: "legal-question" },
  { message: "im 19, can I marry without my parents consent in Sierra Leone? asking for me not a friend", intent: "legal-question" },
  {
    message:
      "I signed a 2 year fish supply contract with a hotel and now they want to cancel after 6 months saying business is slow. Can they just cancel like that?",
    intent: "legal-question",
  },
  { message: "if I divorce my husband do I get half of the house we built together even though it's in his name only?", intent: "legal-question" },
  { message: "mi boss sey if I get belle e go sack me. dat legal?", intent: "legal-question" },
  { message: "port authority wants storage charges for days our vessel was at anchorage and not even berthed. is that lawful?", intent: "legal-question" },
  {
    message: "Am I personally liable for my company's bank loan if I only signed as director? asking from the airport in Lungi, flight delayed again",
    intent: "legal-question",
  },
  {
    message: "Sir, my late wife's family insist the house in Kenema belongs to them under customary law. What are my rights as the surviving husband?",
    intent: "legal-question",
  },
  {
    message:
      "the tenant in my house at Allen Town has not paid rent for 8 months. I'm a bus driver on the Bo route so I'm only home Sundays. can I just change the locks while he's at work?",
    intent: "legal-question",
  },
  { message: "If the other side refuses to follow the mediation agreement we signed, is it binding like a court judgment?", intent: "legal-question" },
  { message: "since my husband died his father keeps saying he will go to court to take my son. can he get custody over me?", intent: "legal-question" },
  { message: "How long can police keep someone before taking him to court? My cousin was only released yesterday after 5 days", intent: "legal-question" },
  {
    message:
      "My shop got burnt from my neighbour's generator fire, I'm writing from my sister's place in Kissy where I'm keeping what's left. Can I make him pay for all my stock?",
    intent: "legal-question",
  },
  {
    message: "I run a small mobile money kiosk. A customer sent money to the wrong number himself and now says I must refund it. Am I responsible?",
    intent: "legal-question",
  },
  { message: "on break at the hotel where I work. they cut my salary by 30% without telling anyone. is that against the law?", intent: "legal-question" },
  { message: "we bin de share shop, mi partner don go open im own shop near wit mi customers dem. e get rite?", intent: "legal-question" },
  { message: "Do I have to pay tax on money my siblings send from the UK for our family business? is it income?", intent: "legal-question" },

  // off-topic
  { message: 'how much is a bag of rice at Dove Cot today? my supplier say na "contract price" 650k, I tink e de lie', intent: "off-topic" },
  { message: "which poda poda go from Lumley to Waterloo pass Wellington? I de late fo work", intent: "off-topic" },
  { message: "pls how I go pay WAEC registration fee fo mi pikin, di school say deadline na Friday", intent: "off-topic" },
  { message: "can u send me 10k Africell credit, I go pay u back 2moro, promise, na contract", intent: "off-topic" },
  { message: "what is the dollar to leones rate today? my sister sent money through the bank and I want to know if they cheated me", intent: "off-topic" },
  { message: "write me a short speech about justice for my daughter's school debate tomorrow, 2 minutes max", intent: "off-topic" },
  { message: "is it going to rain in Freetown this afternoon? I have goods to carry from the wharf on an open truck", intent: "off-topic" },
  { message: 'how to register my new Orange SIM? the agent said I need to "declare" my details somewhere', intent: "off-topic" },
  { message: "hello what time does the ferry leave Tagrin for Kissy today", intent: "off-topic" },
  { message: "who won Kallon vs East End Lions yesterday? I was working", intent: "off-topic" },
  { message: "mi pikin school fees don go up to 1.5 million. which school na Kissy cheaper?", intent: "off-topic" },
  { message: "how much fuel now per litre? okada pipul dem say dem go increase fare", intent: "off-topic" },
  { message: "I'm doing law at FBC, can you explain the difference between tort and contract for my assignment due at midnight?", intent: "off-topic" },
  { message: "recipe for cassava leaf with smoked fish pls, cooking for my in-laws after work", intent: "off-topic" },
  { message: "how do I apply for the grant-in-aid for school fees at FBC? the finance office is always closed", intent: "off-topic" },
  { message: "my feet swell after standing all day on the ward, what tablets can I take?", intent: "off-topic" },
  { message: "Are there any jobs at the port for crane operators? I have 6 years experience at Pepel", intent: "off-topic" },
  { message: "how much to ship a barrel from London to Freetown these days? pricing it on my lunch break", intent: "off-topic" },
  { message: "how I go check mi Orange Money balance", intent: "off-topic" },
  { message: "pls wetin be di price fo one bag cement now? I de build small na Waterloo", intent: "off-topic" },
  { message: "what does force majeure mean in simple words? our business studies teacher gave it as homework", intent: "off-topic" },
  { message: "write a poem about the Court of Appeal for my cousin's call to the bar party", intent: "off-topic" },
  { message: "best time to travel Freetown to Bo to avoid the Waterloo traffic?", intent: "off-topic" },
  { message: "how many days to get a passport at immigration? I want to travel for my nursing exam", intent: "off-topic" },
  { message: "una de sell data bundle? I need 5GB fo dis week", intent: "off-topic" },
  { message: "how much was the IMF bailout for Sierra Leone? my economics lecturer asked and google is slow", intent: "off-topic" },
  { message: "Yango or keke which is cheaper from Aberdeen to Wilberforce at rush hour", intent: "off-topic" },
  { message: "how much does a nurse earn in the UK per hour? thinking of moving next year", intent: "off-topic" },
  { message: "wetin be di price fo one bag onion na Abacha Street tiday", intent: "off-topic" },
  { message: "when do the NPSE results come out? my son wrote it and he won't stop asking", intent: "off-topic" },
  { message: 'translate "terms and conditions apply" into Krio for the sign in my shop', intent: "off-topic" },
  { message: "who won arsenal vs chelsea? me and my padi bet 20k and he's saying he won", intent: "off-topic" },
  { message: "help me calculate my okada settlement to the owner, 100k per day for 6 days but I was sick 2 days. how much I owe am", intent: "off-topic" },
  { message: "where can I buy a cheap helmet in Freetown? the new traffic law say every rider must wear", intent: "off-topic" },
  { message: "how do I register for the nursing council exam online? the portal keeps failing on my phone", intent: "off-topic" },
  { message: "can you write the marketing section of my bakery business plan? the bank wants it friday", intent: "off-topic" },
  { message: "which phone under 1 million leones is best for a student? mine just cracked", intent: "off-topic" },
  { message: "is the Bo road open today? heard there was an accident at Mile 91 and I have goods on the bus", intent: "off-topic" },
  { message: "Who is the current Chief Justice of Sierra Leone? It's for a quiz at my son's school", intent: "off-topic" },
  { message: 'pls wetin be di transport price from Freetown to Kenema now? dem say gov don "regulate" am', intent: "off-topic" },

  // booking
  {
    message:
      "I want to come see a lawyer Thursday morning before I open my shop, is 9 ok? I sell building materials at Kissy Dockyard and the lorry comes at 11",
    intent: "booking",
  },
  { message: "pls book mi appointment fo Saturday, na di only day I nor de ride", intent: "booking" },
  { message: "I'm on nights this week so mornings I sleep. can I get a consultation next Monday at 3pm?", intent: "booking" },
  {
    message: "Good morning. I would like to schedule a consultation with a lawyer regarding my late father's estate. I shall travel from Bo on Wednesday.",
    intent: "booking",
    also: ["area:family"],
  },
  {
    message: "can i book a meeting with Christiana Thomas about my work contract? i'm in London till December then home for 3 weeks",
    intent: "booking",
    also: ["area:contract"],
  },
  { message: "abeg I wan cam una office tumara fo tok to lawyer", intent: "booking" },
  { message: "Do you do video consultations? I'm in Maryland and can only do my lunch hour, 12 to 1 Eastern time", intent: "booking" },
  { message: "I need an appointment with the land lawyer Mohamed Conteh sometime next week", intent: "booking", also: ["area:land"] },
  { message: "when can I meet someone about registering my company? I close my shop at 4 every day", intent: "booking", also: ["area:business"] },
  { message: "set mi meeting wit una pls, Friday afta 2, I go cam from port afta we done offload di Chinese ship", intent: "booking" },
  { message: "any consultation slot this week? I finish classes at 1pm except Wednesday, we have a practical at the chem lab till 4", intent: "booking" },
  { message: "I'd like to book an hour with Mr Jalloh for my brother's case, he got bail last week", intent: "booking", also: ["area:criminal"] },
  { message: "can I come in at lunch, around 1, to see a lawyer? I work at the bank just down Siaka Stevens", intent: "booking" },
  { message: "mi wan si lawyer bout mi container wey dem hold na port. wen I fit cam?", intent: "booking", also: ["area:shipping"] },
  { message: "Please arrange for me to meet Mrs Kamara. I am a retired teacher and can come on any weekday.", intent: "booking" },
  { message: "book me in pls, any lawyer, 2moro mornin", intent: "booking" },
  {
    message: "Hi, I'd like a consultation about going to arbitration with my supplier. What's the earliest date?",
    intent: "booking",
    also: ["area:arbitration"],
  },
  { message: "I go de Freetown next week Tuesday fo buy goods, I wan use di same day cam una office si lawyer. e possible?", intent: "booking" },
  { message: "could I get an appointment at 9 sharp? my shift starts at 10 and Siaka Stevens is on my way", intent: "booking" },
  {
    message: "My mother and I want to come together to see a lawyer about custody of my little brother. When is free?",
    intent: "booking",
    also: ["area:family"],
  },
  { message: "pls reserve me a slot to sit down with a lawyer before the 20th, I fly back to the UK that day", intent: "booking" },
  { message: "how do I book a consultation? just the steps, I'm on a bus", intent: "booking" },
  { message: "Can i see a lawyer today? I'm at Congo Cross now buying school shoes for my son, 10 mins away", intent: "booking" },
  { message: "mi en mi business partner wan book meeting fo discuss we shareholder paper", intent: "booking", also: ["area:business"] },

  // team
  { message: "who are the lawyers in your office? saw your name on a signboard while I was sitting in traffic at Eastern", intent: "team" },
  { message: "ow much lawyer una get? I wan know before I travel cam from Kailahun, di road bad an di moto fare don go up", intent: "team" },
  { message: "pls list the lawyers and what each one does, I'm reading on the bus", intent: "team" },
  { message: "do you have female lawyers? I'd be more comfortable talking to a woman", intent: "team" },
  { message: "which lawyer handles what? quick pls, break is almost over", intent: "team" },
  { message: "Kindly furnish me with the names of the advocates in your chambers.", intent: "team" },
  { message: "una get lawyer wey sabi lan an one wey sabi family? who dem be", intent: "team" },
  { message: "Is it just Mrs Kamara or are there other lawyers there?", intent: "team" },
  { message: "on lunch in Columbus Ohio, microwave queue is long lol. tell me about your team, experience and so on", intent: "team" },
  { message: "who be di big lawyer dem fo una place", intent: "team" },
  { message: "who are the partners there, is it a big firm or small? sorry I'm typing while my pikin do homework beside me", intent: "team" },
  { message: "what specialists do you have? like someone for shipping, someone for criminal?", intent: "team" },

  // attorney
  { message: "Is Isatu Bangura still with the firm? She helped my boss with a cargo claim years back", intent: "attorney:Isatu Bangura" },
  { message: "wetin Ibrahim Jalloh de du? dem tell me say na im sabi bail case", intent: "attorney:Ibrahim Jalloh" },
  { message: "Is Adama Koroma a good mediator? my business partner keeps mentioning her", intent: "attorney:Adama Koroma" },
  {
    message:
      "Abdul Rahman Sesay - what kind of cases does he handle? my cousin recommended him when we were at the Lumley beach bar on Saturday, she says he's sharp",
    intent: "attorney:Abdul Rahman Sesay",
  },

  // services
  { message: "I de wet fo mi kontena na Queen Elizabeth quay, dem nor call mi number yet. wetin kain case una de tek?", intent: "services" },
  { message: "What do you do exactly? I'm in the queue at the bank, 14 people in front of me, and saw your sign across the road", intent: "services" },
  { message: "do you handle all types of legal matters or only some?", intent: "services" },
  { message: "what services does Kamara Chambers offer", intent: "services" },
  { message: "una de du ol kain case?", intent: "services" },
  { message: "Good day, kindly state the areas of law in which your firm practises.", intent: "services" },
  { message: "what areas do u cover", intent: "services" },
  { message: "before I explain my problem, what type of law firm is this?", intent: "services" },
  { message: "hi from Leicester, just wondering what your firm specialises in", intent: "services" },
  {
    message:
      "is this firm only for company matters or for ordinary people too? I'm just a small trader with a table at Kissy Mess Mess, I sell slippers and torchlights",
    intent: "services",
  },
  { message: "wetin una sabi du? mi padi sey mek I ask", intent: "services" },
  { message: "do you take any case or do you have a list of what you do", intent: "services" },

  // hours
  { message: "una open tiday? I wan pass afta market", intent: "hours" },
  { message: "what time do you close? I finish work at 4:30 at the Ministry at Youyi and then I have to pick my daughter from lessons", intent: "hours" },
  { message: "are you open on Saturday? thats my only free day from the ward, this week they put me on 4 nights straight", intent: "hours" },
  { message: "Are you open Easter Monday?", intent: "hours" },
  { message: "wetin time una de open mornin", intent: "hours" },
  { message: "are you open at lunch time? like 1pm, that's when my shop boy comes back to take over the counter", intent: "hours" },
  { message: "Kindly inform me of your working hours.", intent: "hours" },
  { message: "are you open on Independence Day, 27 April", intent: "hours" },
  { message: "will the office be open tomorrow? it's Friday right", intent: "hours" },
  { message: "what hours are you guys in? I'm 4 hours behind in NY and trying to figure out when I can catch you", intent: "hours" },
  { message: "open on Sundays?", intent: "hours" },
  { message: "una de close by 5 or 6? traffic de hold mi every day fo Kissy Road an di poda poda dem nor de move", intent: "hours" },
  { message: "office hours pls", intent: "hours" },
  { message: "Is the office open during Christmas week?", intent: "hours" },
  { message: "una de work Eid day?", intent: "hours" },
  { message: "ship is berthing at 2 and I have to sign the tally sheets first. if I reach there by 4:45 will somebody still be there", intent: "hours" },

  // contact
  { message: "how I fit reach una?", intent: "contact" },
  {
    message: "what's the best way to get in touch with the firm? I'm abroad in Belgium, night shifts at a warehouse, so I'm awake at odd hours",
    intent: "contact",
  },
  { message: "how do I contact you outside this chat", intent: "contact" },
  { message: "pls how I go get una", intent: "contact" },
  { message: "Kindly provide your contact details.", intent: "contact" },
  {
    message: "I want to reach a lawyer but I'm on the road all day between Makeni and Freetown buying stock for my shop, how do I get in touch",
    intent: "contact",
  },
  { message: "contact info?", intent: "contact" },
  { message: "if this chat closes how will I find you again", intent: "contact" },

  // phone
  { message: "una number pls", intent: "phone" },
  { message: "what number can I call? my data is finishing and the Africell shop near me is closed today", intent: "phone" },
  { message: "do you have WhatsApp? easier for me at work, we can't take calls on the ward but I can send messages on break", intent: "phone" },
  { message: "phone number for the office", intent: "phone" },
  { message: "gi mi una whatsapp, I go send voice note", intent: "phone" },
  { message: "Kindly provide a telephone line through which I may reach your office.", intent: "phone" },
  { message: "sitting at the Lumley roundabout waiting for my sister to bring the baby. can I call you now? what number", intent: "phone" },
  { message: "I need a number to ring from the UK, what's the full number with the country code", intent: "phone" },

  // address
  { message: "usai una office dey?", intent: "address" },
  { message: "what's your address? I'm on Siaka Stevens Street now near the cotton tree buying airtime from a boy", intent: "address" },
  { message: "how do I get to your office from Eastern police by poda poda? I'll come with my goods so I cant walk far", intent: "address" },
  { message: "which street are you on", intent: "address" },
  { message: "location pls, I go tell di okada man", intent: "address" },
  { message: "Kindly provide directions to your chambers from Lumley.", intent: "address" },
  { message: "is your office near the law courts building?", intent: "address" },

  // email
  { message: "email address?", intent: "email" },
  { message: "can I send my documents by email, which address", intent: "email" },
  { message: "whats ur email", intent: "email" },
  {
    message: "I'm in Germany, Frankfurt, I work at the airport cleaning planes and my hours change every week so I prefer email. What's the address?",
    intent: "email",
  },
  { message: "una get email? I wan send scan, mi nephew wey de cyber cafe na Calaba Town go help me", intent: "email" },
  { message: "Please what is your official e-mail address for correspondence?", intent: "email" },
  { message: "which email for consultation requests", intent: "email" },

  // greeting
  { message: "hello", intent: "greeting" },
  { message: "good mornin o", intent: "greeting" },
  { message: "aw di bodi", intent: "greeting" },
  { message: "Hi there", intent: "greeting" },
  { message: "kushe", intent: "greeting" },
  { message: "good afternoon from Bo", intent: "greeting" },
  { message: "hey, just on my break, hi", intent: "greeting" },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "hello anybody dey?", intent: "greeting" },

  // thanks
  { message: "thank you", intent: "thanks" },
  { message: "tenki o", intent: "thanks" },
  { message: "thanks, very helpful", intent: "thanks" },
  { message: "tenki tenki, God bless", intent: "thanks" },
  { message: "ok thanks", intent: "thanks" },
  { message: "Much appreciated.", intent: "thanks" },
  { message: "thank u so much, u save me time", intent: "thanks" },
  { message: "tenki ma", intent: "thanks" },

  // goodbye
  { message: "bye", intent: "goodbye" },
  { message: "ok I de go now, passenja don cam", intent: "goodbye" },
  { message: "I go tok to una leta", intent: "goodbye" },
  { message: "break's over, bye", intent: "goodbye" },
  { message: "Goodbye and have a nice day.", intent: "goodbye" },
  { message: "lemme go back to work, cheers", intent: "goodbye" },

  // unknown
  { message: "???", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I don't know how to start", intent: "unknown" },
  { message: "ehh", intent: "unknown" },
  { message: "wait", intent: "unknown" },
  { message: "so..", intent: "unknown" },

  // knowledge: Fees
  { message: "ow much una de charge fo first meeting?", intent: "knowledge:Fees" },
  { message: "can I pay small small? I'm a trader, money comes in bits, some days I sell 2 bags of pepper some days nothing", intent: "knowledge:Fees" },
  { message: "do you offer legal aid? student, no money at all", intent: "knowledge:Fees" },
  { message: "consultation fee how much? on my break at the hospital, eating rice and plassas from the canteen", intent: "knowledge:Fees" },
  { message: "Kindly advise your fees for a consultation.", intent: "knowledge:Fees" },
  { message: "una price high? I nor rich, na okada I de ride", intent: "knowledge:Fees" },

  // knowledge: Languages spoken
  { message: "una lawyer dem de tok Krio?", intent: "knowledge:Languages spoken" },
  {
    message: "does anyone there speak Temne? my mum doesn't speak English and she's the one who knows the whole story, I'm only translating from Leeds",
    intent: "knowledge:Languages spoken",
  },
  { message: "can I speak Mende with the lawyer", intent: "knowledge:Languages spoken" },
  { message: "what languages do your lawyers speak? my husband only speaks French, he's from Guinea", intent: "knowledge:Languages spoken" },
  { message: "I prefer Krio, is that okay with the lawyers", intent: "knowledge:Languages spoken" },
  { message: "Do you have someone who speaks Fula?", intent: "knowledge:Languages spoken" },

  // knowledge: What to bring
  { message: "wetin I fo bring wen I cam?", intent: "knowledge:What to bring" },
  { message: "what documents should I bring to the first meeting", intent: "knowledge:What to bring" },
  { message: "do I need to bring my ID card and the land papers?", intent: "knowledge:What to bring" },
  { message: "I'm coming tomorrow straight from work at the brewery in Wellington, what do I need to have with me", intent: "knowledge:What to bring" },
  { message: "Kindly indicate the documents required for a first consultation.", intent: "knowledge:What to bring" },
  { message: "should I bring the bill of lading and invoices to the meeting or just come and talk first?", intent: "knowledge:What to bring" },

  // knowledge: Parking
  { message: "is there parking at your office? I'll drive down from Bo with my wife, we leave at dawn to beat the heat", intent: "knowledge:Parking" },
  { message: "can okada drop me right at your door", intent: "knowledge:Parking" },
  { message: "usai I go park mi keke?", intent: "knowledge:Parking" },
  { message: "parking space available? I have a pickup full of goods for my shop, can't leave it on the road", intent: "knowledge:Parking" },
  { message: "is it easy to park around Siaka Stevens Street", intent: "knowledge:Parking" },
  { message: "can my driver wait for me near the office", intent: "knowledge:Parking" },

  // area:family
  { message: "mi man don lef mi 2 yrs now, I wan divorce am. I de sell fish na Goderich wharf. una fit help?", intent: "area:family" },
  {
    message: "I work shifts at the hospital and my ex wants the kids full time. We need a proper custody arrangement. Can you help with that?",
    intent: "area:family",
  },
  { message: "We want to adopt my late sister's daughter officially, she has lived with us in Bo for 3 years. Do you handle adoption?", intent: "area:family" },
  { message: "Good day. I wish to prepare a will to protect my provision shop and house for my children. I am 61 years old.", intent: "area:family" },
  { message: "mi baby papa nor de gi moni fo pikin. I wan mek e pay. I de wok na restaurant fo Aberdeen", intent: "area:family" },
  {
    message: "lunch break in DC. I married in Freetown in 2015, now living in the US and want a divorce. Can your firm handle the Sierra Leone side?",
    intent: "area:family",
  },
  { message: "mi papa don die, di family dem nor wan share im property, we na 6 pikin. help pls", intent: "area:family" },
  { message: "do you help with letters of administration? my mum died without a will and her bank won't release anything", intent: "area:family" },
  {
    message: "My wife and I separated and I want a formal arrangement to see my son on weekends. I'm a port worker so my shifts are crazy",
    intent: "area:family",
  },
  {
    message:
      "my grandma wants to write her will before she travels to Accra for surgery next month. she lives with us in Wilberforce and can't climb stairs much. can a lawyer help her with it?",
    intent: "area:family",
  },
  { message: "I'm in Germany, my ex took our daughter to Freetown and won't let me talk to her. I need help with custody", intent: "area:family" },
  { message: "my husband married a second wife and neglects me and the children. I want maintenance for them. Can you handle this?", intent: "area:family" },
  { message: "We want to adopt a child from an orphanage in Makeni. I'm writing from work, can your firm guide us through it?", intent: "area:family" },
  { message: "my uncle is managing my late father's estate and keeping everything for himself. I want the estate shared properly", intent: "area:family" },
  { message: "need help with divorce pls. traditional marriage, 3 kids. typing at the okada park in Waterloo while I wait for my turn", intent: "area:family" },
  { message: "I wan mek will so mi okada an mi lili os go to mi pikin dem, nor mi broda dem", intent: "area:family" },

  // area:business
  { message: "I wan register mi cookshop as company. I de Makeni. una de du dat?", intent: "area:business" },
  { message: "Need help drawing up a shareholders agreement for the 3 of us opening a pharmacy", intent: "area:business" },
  {
    message: "we have problems in the board of our small company, the MD does everything alone. want help setting up proper governance",
    intent: "area:business",
  },
  {
    message: "I'm diaspora and want to invest in a fish cold store in Freetown. Can you help set up the company and the investment side?",
    intent: "area:business",
  },
  { message: "register business name fo mi phone accessories shop pls", intent: "area:business" },
  { message: "the bank froze our company account and we want a lawyer to deal with them. I'm at the branch right now", intent: "area:business" },
  { message: "I run a trading business in Bo and wish to convert it into a limited liability company. Kindly assist.", intent: "area:business" },
  { message: "mi en mi padi wan open poultry farm, we wan register am proper wit paper wey show who own wetin", intent: "area:business" },
  {
    message: "can you help with annual returns for my company? corporate affairs says we're late. I'm in the taxi line at Lumley as I type",
    intent: "area:business",
  },
  { message: "looking to bring in a foreign investor to my tech startup, need help with the share structure", intent: "area:business" },
  { message: "we need to change the directors of our company, one resigned. I'm at the office doing accounts and just remembered", intent: "area:business" },
  { message: "can you help review a business loan facility from Rokel bank before I sign", intent: "area:business", also: ["area:contract"] },
  {
    message: "I want to open a branch of my Guinea company here in Freetown. I cross at Pamelap every month with goods and it's time to set up properly",
    intent: "area:business",
  },
  { message: "my partners want to push me out as shareholder. I want a lawyer to protect my shares", intent: "area:business" },
  { message: "registering a company for my import business, how do you help with that? I'm at Cline Town picking goods", intent: "area:business" },
  {
    message: "we're three nurses wanting to start a small clinic as a company. need help with registration and the partner paperwork",
    intent: "area:business",
  },

  // area:shipping
  { message: "our container of rice was water damaged on arrival at QEII Quay. we want to claim from the shipping line", intent: "area:shipping" },
  { message: "customs holding my 20ft container for 3 weeks saying the valuation is wrong. I need help clearing it", intent: "area:shipping" },
  { message: "ship owner owes my crew wages, the vessel is at anchorage in Freetown. Can you arrest the ship?", intent: "area:shipping" },
  { message: "charter party dispute with a Greek owner over laytime. we're the charterers, based in Freetown", intent: "area:shipping" },
  { message: "mi goods dem los na port, di clearing agent say na di ship. I wan claim", intent: "area:shipping" },
  {
    message: "Lunch break in London. Shipped 3 barrels to Freetown in June, never arrived. The shipper is ignoring me. Can you go after them?",
    intent: "area:shipping",
  },
  { message: "I'm at gate 3 now. the port authority refused to release our vehicle and the papers are complete", intent: "area:shipping" },
  { message: "we supplied fuel to a vessel and the owners didn't pay. we want to arrest the vessel before it sails", intent: "area:shipping" },
  {
    message:
      "cargo short-landed, 200 bags of cement missing against the bill of lading. I'm at the quay with the tally clerk right now, it's 36 degrees and he keeps going for tea. help with the claim",
    intent: "area:shipping",
  },
  { message: "pls una de handle customs matter? dem seize mi goods na di wharf", intent: "area:shipping" },
  { message: "Our fishing vessel was detained by port authorities over licence documents. We need a shipping lawyer.", intent: "area:shipping" },
  {
    message: "I'm a car dealer at Wilkinson Road, importing used cars from Antwerp. one RAV4 arrived with the side crushed. want to claim against the carrier",
    intent: "area:shipping",
  },
  { message: "dem charge mi too much storage na di quay an refuse release mi container", intent: "area:shipping" },
  { message: "I was a seaman on a foreign vessel that docked in Freetown, need help claiming unpaid wages from the shipowner", intent: "area:shipping" },
  { message: "need a lawyer for a bill of lading problem, the consignee name is wrong and the shipping line won't fix it", intent: "area:shipping" },
  { message: "we export cashew from Freetown and the buyer says the cargo arrived damaged. need help with the cargo dispute", intent: "area:shipping" },

  // area:land
  { message: "I wan du title search before I buy lan na Waterloo. I de sell na Big Market, I save di moni 5 years", intent: "area:land" },
  {
    message:
      "Writing from the steps outside my own shop at PZ, the landlord put a padlock on it this morning, my fabrics and the customers' sewing orders are inside. I was only 2 weeks late. Can you help me?",
    intent: "area:land",
  },
  { message: "boundary palava wit mi neighbour, e build fence inside mi lan. Wellington", intent: "area:land" },
  { message: "family land at Goderich, my cousins sold part of it without the family agreeing. need help", intent: "area:land" },
  { message: "I'm in the US and want to buy land in Freetown safely. Need conveyancing and the checks done", intent: "area:land" },
  { message: "my title deed got burnt in the Susan's Bay fire. can you assist with getting it replaced", intent: "area:land" },
  {
    message:
      "need a lease drawn up for the shop I'm renting out at Lumley, the man wants to sell phone accessories there. I'm at the hospital canteen, only 15 mins",
    intent: "area:land",
  },
  { message: "tenant refused to leave my house in Kissy after the lease ended. I want help to get him out", intent: "area:land" },
  { message: "Good afternoon. I intend to purchase a plot in Bo and require a lawyer to verify the documents and handle the conveyance.", intent: "area:land" },
  { message: "mi grani lan na Hastings, land grabbers don cam put foundation. help", intent: "area:land" },
  {
    message:
      "the survey plan of my land overlaps with my neighbour's at Kossoh Town, we need it sorted. I only see this on weekends because I teach in Lunsar during the week",
    intent: "area:land",
  },
  { message: "want to register my deed, it's never been registered since my dad bought the land in 1998", intent: "area:land" },
  { message: "mi landlord don sell di os wey I de rent, new owner say mek I comot in 1 week. help pls", intent: "area:land" },
  {
    message: "dispute with my brothers over our late mother's house and land in Bo. we need the family land question sorted",
    intent: "area:land",
    also: ["area:family"],
  },
  {
    message:
      "I'm leasing 10 acres in Port Loko for a cassava and groundnut farm, the chief agreed verbally and the youths are already clearing. need proper lease papers",
    intent: "area:land",
  },
  { message: "someone is claiming my plot at Tokeh with fake documents, I need help", intent: "area:land" },

  // area:arbitration
  { message: "My supplier and I want to settle our dispute without going to court. Can you arrange mediation?", intent: "area:arbitration" },
  { message: "we have an arbitration clause in our contract with a Chinese construction company. we want to start arbitration", intent: "area:arbitration" },
  { message: "we won an arbitration award against a customer but he won't pay. need help enforcing it", intent: "area:arbitration" },
  { message: "mi en mi business partner get wahala, we nor wan go court, we wan siddom wit somebody fo settle am", intent: "area:arbitration" },
  { message: "Do you do mediation for commercial disputes? Our company and a distributor fell out", intent: "area:arbitration" },
  { message: "I am a shop owner in Bo with a dispute with my wholesaler. We have agreed to go to arbitration. Kindly assist.", intent: "area:arbitration" },
  {
    message:
      "I'm secretary of the pepper sellers at Dove Cot. need a mediator for a dispute between our association and the onion sellers over the new market stalls",
    intent: "area:arbitration",
  },
  { message: "we're in the middle of an arbitration and our lawyer left the country. need representation", intent: "area:arbitration" },
  { message: "the other side wants the arbitration held in London but we are here. need help with the arbitration", intent: "area:arbitration" },
  { message: "we have a foreign arbitration award in our favour from Ghana and need to enforce it here", intent: "area:arbitration" },
  { message: "can you mediate between me and my co-owners of a fishing boat? we dont want court", intent: "area:arbitration" },
  { message: "dispute with the contractor who built our hotel in Lungi; the contract says arbitration. help", intent: "area:arbitration" },
  { message: "we de quarrel wit di company wey rent we di trucks, we wan settle am quiet wit arbitration", intent: "area:arbitration" },
  {
    message:
      "Hi from my lunch break in Toronto. My company has a dispute with a Freetown supplier and we'd prefer mediation over litigation. Do you handle that?",
    intent: "area:arbitration",
  },
  {
    message:
      "looking for arbitration services for a construction payment dispute. I'm site engineer on a road job near Kenema and my company asked me to find someone, network is bad here",
    intent: "area:arbitration",
  },
  { message: "commercial dispute with a bank over restructuring our loan, we want to try mediation first", intent: "area:arbitration" },

  // area:contract
  { message: "I need someone to draft a supply contract between my bakery and 3 supermarkets", intent: "area:contract" },
  { message: "customer owes me 12 million for goods I supplied under our agreement. need help to recover it", intent: "area:contract" },
  { message: "Please review my employment contract before I sign, I got an offer from a mining company. I'm on break now", intent: "area:contract" },
  { message: "mi kompin tek mi market goods on credit an nor pay since 6 months, we get paper we sign. help mi", intent: "area:contract" },
  { message: "need a contract for the boys who ride my okadas, daily settlement, repairs, all that", intent: "area:contract" },
  {
    message:
      "a hotel in Aberdeen cancelled our chicken supply agreement without notice. we have 800 birds ready this week on the farm at Newton. want to enforce it",
    intent: "area:contract",
  },
  {
    message: "starting a new job at a private clinic, they sent a contract with a strange non-compete clause. can someone review it?",
    intent: "area:contract",
  },
  { message: "Dear Sir, I require a written agreement with a building contractor I have engaged for my house in Bo.", intent: "area:contract" },
  { message: "mi oga sack me bot e owe 4 months salary under di contract. help me get am", intent: "area:contract" },
  {
    message:
      "we have a distributorship agreement with a Nigerian company for noodles and tomato paste. need it reviewed before renewal end of the month. I'm at the warehouse in Wellington Industrial Estate",
    intent: "area:contract",
  },
  { message: "someone borrowed money for his business and signed an agreement with me, now refusing to pay. help recover", intent: "area:contract" },
  { message: "can you draft a catering contract with a wedding planner? she keeps changing the terms on me", intent: "area:contract" },
  {
    message: "need an employment contract for my 5 shop workers, the supermarket at Hill Station is growing and I want things proper now",
    intent: "area:contract",
  },
  { message: "The government contractor I subcontracted for hasn't paid me for the work done. Need a lawyer", intent: "area:contract" },
  { message: "I signed to sell my fish to a cold store but they keep changing the price. I want the agreement enforced", intent: "area:contract" },
  {
    message: "lunch break in Birmingham. I'm buying a car from someone in Freetown for my brother and want a proper sale agreement written",
    intent: "area:contract",
  },

  // area:criminal
  { message: "my brother was released on bail yesterday, court date next week. he needs a defence lawyer", intent: "area:criminal" },
  { message: "I have an assault case at the magistrate court, next hearing is Tuesday. I need a lawyer", intent: "area:criminal" },
  { message: "police beat me in the cell last month before they released me. I want to take action for my rights", intent: "area:criminal" },
  { message: "mi pikin dem charge am fo stealing, e don cam out on bail, case de court. una fit defend am?", intent: "area:criminal" },
  { message: "I'm an okada rider charged with reckless driving after an accident, I'm on bail. need a lawyer for court", intent: "area:criminal" },
  {
    message: "my cousin was convicted last month and we want to appeal. do you handle appeals? I'm asking from the school where I teach, in between periods",
    intent: "area:criminal",
  },
  { message: "Police have invited me for questioning next week about missing money at my job. I want a lawyer with me", intent: "area:criminal" },
  {
    message:
      "accused of fraud by my former employer, a mobile money company, the case is in the High Court. I now drive a keke to survive. I need representation",
    intent: "area:criminal",
  },
  { message: "my husband is on trial for a robbery he didn't commit. we need a better lawyer", intent: "area:criminal" },
  { message: "Good day. My son was remanded, then released on bail yesterday. Kindly assist with his defence at trial.", intent: "area:criminal" },
  { message: "im a student, they charged me after the protest but let me go. court date is in 2 weeks", intent: "area:criminal" },
  { message: "they seized my goods during a police raid on my shop and charged me. I'm out on bail now. need help", intent: "area:criminal" },
  { message: "customs laid smuggling charges against me after a container search at the port. I'm on bail", intent: "area:criminal" },
  { message: "my uncle spent 2 years in Pademba Road without trial and finally came out. we want to claim for his rights", intent: "area:criminal" },
  { message: "I get court summons fo criminal matter, I need lawyer. I de sell na Abacha Street", intent: "area:criminal" },
  {
    message: "police took my phone and money when they arrested me last week, they released me but won't give them back. want to pursue it",
    intent: "area:criminal",
  },
];
