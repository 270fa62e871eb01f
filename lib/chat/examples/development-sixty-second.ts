import type { LabelledMessage } from "./labelled-message";

// Older people and those who care for them: pensioners, retired teachers and soldiers, grandparents raising grandchildren, people dictating to a grandchild, children abroad writing about a parent at home, plus health, pension and daily-life questions outside the firm's work. Writers: Pa Alimamy, 74, a retired army sergeant in Wilberforce who writes in Krio or has his grandson type for him; Mrs Comfort, 68, a retired teacher in Bo who writes formal, well-punctuated letters; Mariatu, 55, in Kenema, raising three grandchildren, who types SMS shorthand on a cheap phone; Osman, 34, in London, anxious and long-winded about his mother in Waterloo; Aunty Isata, 62, a Kissy market trader who writes Krio with dropped vowels; Mr Joseph, 71, a retired civil servant in Murray Town, polite, indirect and sometimes stuck in capital letters; Fanta, 16, typing in Makeni for her grandmother and grandfather; Hawanatu, 47, a tired nurse in Lunsar caring for her father with dementia, who writes in clipped fragments.

export const DEVELOPMENT_SIXTY_SECOND: LabelledMessage[] = [
  { message: "Is this a full-service firm or do you specialise?", intent: "services" },
  {
    message: "The company I worked for as an accountant owes me six months' salary under my employment contract. I have since retired but they refuse to pay.",
    intent: "area:contract",
  },
  { message: "Need to meet a lawyer about my father's affairs. Earliest date?", intent: "booking" },
  { message: "my grandson 15 yrs dey work for one man shop, di man no pay am 3 months. he fit do dat to pikin?", intent: "legal-question" },
  {
    message:
      "Good evening. I am typing for my grandfather. Military police came this morning and took him from the house at Wilberforce, they say na about an old army rifle. He is 74. Please what do we do now",
    intent: "urgent",
  },
  { message: "Is Monday 10 o'clock free for a consultation? I want to come in.", intent: "booking" },
  { message: "grandpikin mama kam bak afta 6 yia an se e wan tek dem. a don mind dem all dis tym. e get rit?", intent: "legal-question" },
  { message: "Please schedule an appointment with Mrs Hawa Turay concerning probate of my late husband's estate.", intent: "booking" },
  { message: "number pls", intent: "phone" },
  { message: "wetin na di prays fo kerosene now", intent: "off-topic" },
  { message: "Sister's kids living with us since she died. Their father pays nothing. Want maintenance from him. Can you help?", intent: "area:family" },
  { message: "a wan kam si lawyer tumara, put mi nem down abeg", intent: "booking" },
  {
    message:
      "Sorry for the long message. My dad is 72 and was at his shop in Lumley when officers came and arrested him over some goods they say are stolen. That was at 10am. It's now 4pm and he's still at Lumley police station. He has high blood pressure and they won't let my aunt give him his tablets. Please, can anyone help today?",
    intent: "urgent",
  },
  {
    message:
      "Grandpa wants to ask: he bought land in 1985 with a receipt but no conveyance. Now someone else has papers for the same land. Who owns it by law?",
    intent: "legal-question",
  },
  {
    message: "I have received my gratuity and would like to invest it in a local company. Does your firm deal with investment matters?",
    intent: "area:business",
  },
  {
    message:
      "grandma's barrels from her church in the US are at the port and the clearing agent ran off with the money. who can help with port and customs matters?",
    intent: "area:shipping",
  },
  { message: "Are you open over Christmas and New Year? I'm visiting Mum from 20 Dec.", intent: "hours" },
  { message: "Father taken by police from the house. Dementia. He doesn't understand what's happening. Lunsar station. Need someone now.", intent: "urgent" },
  { message: "how fo mek black soap? a wan sel am na makit", intent: "off-topic" },
  { message: "Wetin me fo bring fo di fos mitin? Me lan pepa, me army ID?", intent: "knowledge:What to bring" },
  { message: "Need to transfer dad's house into my name before his condition gets worse. Conveyancing?", intent: "area:land" },
  { message: "What documents should I bring to my first appointment?", intent: "knowledge:What to bring" },
  {
    message:
      "My sister says our uncle hit mum with a belt this morning. She has bruises. Mum lives with him and she's too scared to leave. How do I get her somewhere safe today?",
    intent: "safety",
  },
  { message: "Us lawyer dem de na una ofis?", intent: "team" },
  {
    message: "grandpa was accused of hitting a neighbour, police let him go but he has to report every week and go to court. he needs a lawyer",
    intent: "area:criminal",
  },
  { message: "how i fit reach una", intent: "contact" },
  {
    message:
      "grandpa owns part of a transport company with his friends and they stopped giving him his share of the profits. he wants help, is this business law?",
    intent: "area:business",
  },
  { message: "grandma rents out 3 rooms and one tenant doesnt pay and wont leave. she needs help", intent: "area:land" },
  { message: "Am I entitled to a share of my late husband's gratuity if I was his second wife under customary law?", intent: "legal-question" },
  {
    message: "What are my rights if my late father's second wife has moved into his house and changed the locks? I have his will naming me.",
    intent: "legal-question",
  },
  { message: "I want to make provision for my grandchildren's schooling in my will. Is that something you can arrange?", intent: "area:family" },
  { message: "I should be grateful if you would arrange for me to meet Mr Mohamed Conteh at his earliest convenience.", intent: "booking" },
  {
    message:
      "I retired from the civil service in 2019 and my gratuity has still not been paid in full. Is the government obliged by law to pay interest for the delay?",
    intent: "legal-question",
  },
  { message: "Open during lunch hour?", intent: "hours" },
  {
    message:
      "Got a video from home showing my grandmother being dragged out of her house in Koidu by her late husband's family. She's sitting outside with nothing. It's getting dark. Who can help her now?",
    intent: "safety",
  },
  { message: "una lawyer dem omos?", intent: "team" },
  {
    message: "My parents, both in their 70s, want to divorce after 45 years. It's messy. Mum needs a lawyer in Freetown. Is this something you do?",
    intent: "area:family",
  },
  {
    message: "Mum chairs a women's savings group that's grown big. They want to incorporate and open proper bank accounts. Is that for your business team?",
    intent: "area:business",
  },
  { message: "Grandpa paid a company to drill a borehole at his farm and signed a contract. They never finished. He wants help.", intent: "area:contract" },
  { message: "police dey na mi doh now dem wan tek mi broda go, dem se na land case. wetin a go do quick quick", intent: "urgent" },
  { message: "Me pension smol. Aw much una de charge?", intent: "knowledge:Fees" },
  {
    message: "Police held my mum's driver for 3 days, he's out now. He says they tortured him. Does your firm take on human rights cases like that?",
    intent: "area:criminal",
  },
  {
    message:
      "hi im typing for my nana. her son (my uncle) was arrested yesterday at the lorry park and he is still in the cell at makeni central. she says please send a lawyer she will pay",
    intent: "urgent",
  },
  {
    message:
      "Good morning. I apologise for the hour. My grandson telephoned from the Eastern Police station. He was arrested at a checkpoint last night and they are still keeping him. He asked me to find a lawyer.",
    intent: "urgent",
  },
  {
    message: "My son in the United States wants to adopt his sister's child, who lives with me here. Is it legally possible for him to adopt from abroad?",
    intent: "legal-question",
  },
  { message: "Where can I buy adult diapers in Freetown? Best brand?", intent: "off-topic" },
  { message: "Do your lawyers speak Limba? My aunt will be coming with me.", intent: "knowledge:Languages spoken" },
  { message: "Number to call during the day?", intent: "phone" },
  { message: "Hours Friday?", intent: "hours" },
  { message: "What kinds of cases does your firm handle?", intent: "services" },
  {
    message: "grandpa says his tenant hasnt paid rent for 8 months, can he throw the tenant's things out himself or is that against the law?",
    intent: "legal-question",
  },
  {
    message: "Is a power of attorney still valid after the person who gave it has lost his memory? My brother's son is using one for my brother.",
    intent: "legal-question",
  },
  { message: "Which hospital in Freetown does the best heart check-ups for older people?", intent: "off-topic" },
  { message: "mi man day lef di os, in famili wan sheb am, a nid help wit di inheritance", intent: "area:family" },
  { message: "Which languages are spoken at your office? My cousin speaks only Fula.", intent: "knowledge:Languages spoken" },
  { message: "Thanks.", intent: "thanks" },
  {
    message:
      "My late father chartered a small vessel for his fish export business and the charter party is in dispute now that he's gone. Mum needs a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Dem bin hold me grandpikin, now e don komot pan bail. Kot kes de. Una go defend am?", intent: "area:criminal" },
  { message: "una ofis de usai?", intent: "address" },
  { message: "How many advocates practise at your firm?", intent: "team" },
  { message: "dem hold mi dota hosban fo stn since satide, dem se dem go tek am go court 2moro. pls help he no do am", intent: "urgent" },
  { message: "wetin a fo bring wen a kam?", intent: "knowledge:What to bring" },
  {
    message:
      "I am 71 years old and the police have just told me I am to come with them to the station concerning my late brother's estate. They are waiting outside. I need a lawyer present.",
    intent: "urgent",
  },
  { message: "Me grandson de impot rays, di ship kompni se dem go sel di kago if e no pay ekstra. Wi nid shipping lawyer.", intent: "area:shipping" },
  { message: "Wheelchair user. Can the car stop right outside?", intent: "knowledge:Parking" },
  { message: "My tenant in Bo has refused to vacate the flat despite three months' notice. I require assistance regarding the tenancy.", intent: "area:land" },
  { message: "family lan case fo Kenema, we uncle dem se na dem own. wi wan lawyer", intent: "area:land" },
  { message: "Kindly inform me of your hours of business.", intent: "hours" },
  { message: "My grandson has been charged with an offence and the trial begins in two weeks. I would like your firm to defend him.", intent: "area:criminal" },
  { message: "Could you list your areas of practice, please?", intent: "services" },
  {
    message:
      "There is a mob outside my compound in Bo accusing my grandson of stealing a motorbike. They want to burn him. He is inside with me. Please help us.",
    intent: "safety",
  },
  { message: "I wish to have a will drawn up dividing my property among my four children. Does your firm do this?", intent: "area:family" },
  {
    message: "Grandpa was arrested in March for a fight at the market and released on bail. The next court date is the 14th. Looking for a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Fatmata Kamara de na ofis dis wik?", intent: "attorney:Fatmata Kamara" },
  { message: "My doctor says I should walk every day. Is Lumley Beach a good place to walk in the early morning?", intent: "off-topic" },
  { message: "can my grandma come and see a lawyer on monday? she will come with me", intent: "booking" },
  {
    message:
      "Mum is being kept inside the house by a relative who won't let her leave or use the phone. I managed to speak to her neighbour. She is afraid for her life.",
    intent: "safety",
  },
  { message: "mi son sen generator fram Holland, dem se e los na di ship. a wan klem am. una de du shipping case?", intent: "area:shipping" },
  { message: "wen una de klos?", intent: "hours" },
  { message: "hiii", intent: "greeting" },
  { message: "Grandpa wants to know when the army pensioners' verification exercise will be held this year", intent: "off-topic" },
  {
    message:
      "My husband died intestate last year. His brothers claim the house we built together in Bo belongs to the family. Do they have any legal right to it?",
    intent: "legal-question",
  },
  { message: "grandpa's neighbour moved the beacons on his land and built a fence. grandpa wants help with the boundary", intent: "area:land" },
  {
    message: "A commercial dispute between my late husband's firm and a supplier is going to arbitration. I need someone to represent the firm's interest.",
    intent: "area:arbitration",
  },
  { message: "Wich year Siaka Stevens bin become president?", intent: "off-topic" },
  {
    message: "I would like to book a consultation with a lawyer regarding my will. Would Thursday morning be possible?",
    intent: "booking",
    also: ["area:family"],
  },
  { message: "Una de du all kain kes?", intent: "services" },
  {
    message:
      "Mum's house is in her name only. If she gives it to me now as a gift, can my siblings challenge it after she dies? What are the chances they'd win?",
    intent: "legal-question",
  },
  { message: "mi grani pikin papa na soja. e no de gi notin fo di pikin. wetin di law se? a go win if a go kot?", intent: "legal-question" },
  { message: "May I have a number on which to call your office?", intent: "phone" },
  { message: "any job for old woman, i fit cook and sell", intent: "off-topic" },
  {
    message:
      "My mum signed a document she couldn't read giving my cousin \"power\" over her bank account. She's 80 and didn't understand it. Is that even valid under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "hau a go kontakt una?", intent: "contact" },
  { message: "tenki ya", intent: "thanks" },
  {
    message: "My son spent ten days in police custody last year without being charged and was beaten. He is free now. We wish to pursue a human rights claim.",
    intent: "area:criminal",
  },
  { message: "grandma asks what types of law you do", intent: "services" },
  { message: "mi an mi grani pikin dem wan kam si lawyer, fix tym fo we", intent: "booking" },
  { message: "I don't know what to type here", intent: "unknown" },
  {
    message: "A man borrowed money from me under a signed agreement two years ago and has not repaid. I need help recovering the debt.",
    intent: "area:contract",
  },
  {
    message: "My dad rented out his truck under a hire agreement and the hirer has stopped paying. Contract in hand. Need a lawyer to enforce it.",
    intent: "area:contract",
  },
  { message: "plz call me back police hold my son at Blama stn since friday", intent: "urgent" },
  { message: "I want a proper employment contract for the carer who looks after my mum full-time. Can your firm draft one?", intent: "area:contract" },
  { message: "do you have any women lawyers? grandma feels more comfortable with a woman", intent: "team" },
  {
    message: "MY SON WAS ARRESTED AT ABOUT 6 AM BY CID OFFICERS AT OUR HOME IN MURRAY TOWN. HE IS STILL AT CID HEADQUARTERS. HOW CAN A LAWYER GET TO HIM",
    intent: "urgent",
  },
  { message: "Wetin di law se bout ol soja we dem no pay in gratuity? Dem kin do dat?", intent: "legal-question" },
  { message: "Hello?", intent: "greeting" },
  { message: "a wan rejista mi shop as kompni so bank go gi mi lon. una de du am?", intent: "area:business" },
  { message: "What time do you open in the morning?", intent: "hours" },
  {
    message:
      "Grandpa imported roofing sheets for his house and the container was short-delivered at Queen Elizabeth II Quay. He wants to claim from the shipper.",
    intent: "area:shipping",
  },
  { message: "Dad's mini-market. Want to make it a proper company with me as co-owner. Can you do that?", intent: "area:business" },
  { message: "Wi go si bak", intent: "goodbye" },
  { message: "can u help me with my homework, its about the 1991 constitution and the rights of citizens, i need 5 points", intent: "off-topic" },
  { message: "a gi wan man moni fo bring gudz fram Guinea, e no bring am, wi get agriment", intent: "area:contract" },
  { message: "pls una de help fo register NGO fo granmama dem we de mind pikin?", intent: "area:business" },
  { message: "Email to send scans?", intent: "email" },
  { message: "hmm", intent: "unknown" },
  { message: "What are your office hours in Sierra Leone time? I'm in the UK and want to call when someone is there.", intent: "hours" },
  { message: "Signs dementia getting worse? Dad won't eat.", intent: "off-topic" },
  {
    message:
      "I shipped a barrel of food and clothes to my mum from London and it's been stuck at Queen Elizabeth II Quay for 6 weeks. Customs keep asking for more fees. Can you help clear it?",
    intent: "area:shipping",
  },
  {
    message: "My driver was detained at the Tower Hill police post this morning while driving my car. He is still there. I need help please.",
    intent: "urgent",
  },
  { message: "una dey open for eid day?", intent: "hours" },
  { message: "dem bon mi os yestade, dem se a na witch. mi an mi grani pikin dem de hide na bush. help", intent: "safety" },
  { message: "Neighbours gathered outside our gate shouting that my father is a witch. They are throwing stones. Please.", intent: "safety" },
  { message: "Can I be held responsible for my dad's debts if I'm his carer?", intent: "legal-question" },
  {
    message:
      "I am writing on behalf of my elderly neighbour, Mrs Kargbo, whose son was arrested at her house yesterday. He remains at Bo Central Police. She is distressed and cannot use a phone. Please assist.",
    intent: "urgent",
  },
  { message: "Ok bye", intent: "goodbye" },
  {
    message:
      "im writing for my granpa he is 80 and the police locked him up this morning bcos of a quarrel about a farm boundary in port loko. he is sick. we need a lawyer now",
    intent: "urgent",
  },
  { message: "Mum only speaks Mende and Krio. Will someone be able to talk with her directly?", intent: "knowledge:Languages spoken" },
  { message: "police are at our door they want to take my grandma's son away, what do we do?? please", intent: "urgent" },
  { message: "mi broda dem wan sell we papa lan na village witout tel me. help me stop dem", intent: "area:land" },
  { message: "Grandpa lost his title deed during the war. He needs a new one or some proof. Can you help?", intent: "area:land" },
  { message: "dem de se dem go bon mi shop an mi sef if a no lef di lan. tonite dem se", intent: "safety" },
  { message: "Una get fon nomba? Me grandson go kol", intent: "phone" },
  {
    message:
      "I was beaten this afternoon by thugs sent by a land grabber on my plot at Grafton. They said if I come back I will die. My head is still bleeding.",
    intent: "safety",
  },
  { message: "whats the email so i can send grandma's papers", intent: "email" },
  { message: "grandma wants to make a will so my uncles don't fight after. can you help her", intent: "area:family" },
  { message: "thank u, grandma says thanks too", intent: "thanks" },
  { message: "how do i book an appointment for my grandpa, he wants to see someone about his land", intent: "booking", also: ["area:land"] },
  { message: "What does Mohamed Conteh specialise in? My uncle mentioned his name.", intent: "attorney:Mohamed Conteh" },
  { message: "What papers should Mum bring when she comes in about Dad's estate? Death certificate?", intent: "knowledge:What to bring" },
  { message: "Could you give me an idea of what it costs to have a will prepared?", intent: "knowledge:Fees" },
  { message: "mi pikin dn komot pan bel, kot de nex wik, wi nid lawyer", intent: "area:criminal" },
  { message: "wetin a go do, mi dota hosban de bit mi grandpikin dem bad bad, di smol wan get blood na in hed today", intent: "safety" },
  {
    message: "i dey take care my 3 grandpikin since dem mama die. di papa no de pay notin. di law go force am pay? how much court go give?",
    intent: "legal-question",
  },
  { message: "abeg gi mi recipe fo cassava lif wit palm oil", intent: "off-topic" },
  { message: "Abeg una fix mitin fo me wit una lawyer, me grandson go bring me", intent: "booking" },
  { message: "my husband bin go report tif at stn and dem hold him instead, he still dey inside. help", intent: "urgent" },
  { message: "di man we a sel mi pepe to no pay mi fo 4 mont, wi bin sain pepa", intent: "area:contract" },
  { message: "kushe", intent: "greeting" },
  { message: "Brother out on bail, hearing in Port Loko High Court. Need criminal defence.", intent: "area:criminal" },
  { message: "Wetin na di nem fo di new Chief of Defence Staff?", intent: "off-topic" },
  {
    message:
      "I was falsely accused of receiving stolen goods. I was released without charge but the police are still investigating. I would like legal representation.",
    intent: "area:criminal",
  },
  { message: "idk what grandma wants to ask", intent: "unknown" },
  {
    message:
      "The wheelchair and medicines sent to me by my daughter in Canada have been detained at the port over a customs valuation dispute. I would appreciate your help.",
    intent: "area:shipping",
  },
  { message: "una de opin satide?", intent: "hours" },
  { message: "di ren go fol tumara na Kissy?", intent: "off-topic" },
  { message: "mi patna no de gi mi mi shia fo di kompni we wi bin opin togeda. a nid lawyer fo biznes", intent: "area:business" },
  {
    message: "A car my son shipped to me from Germany arrived damaged at the port. The shipping line refuses responsibility. I need help with the claim.",
    intent: "area:shipping",
  },
  { message: "Can you tell me how to make a WhatsApp video call so I can see my grandchildren in Canada?", intent: "off-topic" },
  { message: "What's the cheapest way to send money to my mum in Freetown, Western Union or Orange Money?", intent: "off-topic" },
  { message: "What's the leone to pound rate today?", intent: "off-topic" },
  {
    message:
      "I am a retired harbour master. A former colleague needs representation in a cargo claim against a foreign shipping line. Does your firm act in such matters?",
    intent: "area:shipping",
  },
  { message: "ok so", intent: "unknown" },
  { message: 'Could you write a short speech on "Justice and the Elderly" for our retired teachers\' association meeting?', intent: "off-topic" },
  { message: "a wan sen imel, wetin na di imel adres", intent: "email" },
  { message: "my grandpa passed and his 2 wives are fighting about his things. grandma needs help with the inheritance", intent: "area:family" },
  {
    message: "Na Pa Bangura de tok. Soja dem hold my pikin na Wilberforce barracks since two day. Dem no tell we wetin e do. Abeg una help.",
    intent: "urgent",
  },
  { message: "abeg mek a get apointment wit di lawyer we de du lan case", intent: "booking" },
  { message: "I am told my late mother's house at Fourah Bay Road was sold by a cousin using forged papers. I need help recovering it.", intent: "area:land" },
  { message: "What is your e-mail address? I prefer to write.", intent: "email" },
  { message: "thnx", intent: "thanks" },
  { message: "Are your offices open in the evenings? I could only come after 6 pm.", intent: "hours" },
  { message: "Which airline flies direct from London to Lungi now? Want to bring Mum over for a visit.", intent: "off-topic" },
  {
    message: "My mum is widowed and wants to formally adopt my late brother's two kids who live with her. Can your firm help with the adoption process?",
    intent: "area:family",
  },
  {
    message: "My mum supplies cooked food to a school under a contract and they owe her for a whole term. Can you chase this for her?",
    intent: "area:contract",
  },
  { message: "Can a lawyer see us this week? Dad and I.", intent: "booking" },
  { message: "whats ur whatsapp, grandma can send voice note", intent: "phone" },
  { message: "if a len mi neba 5 milyon an no rayt am down, court go mek am pay?", intent: "legal-question" },
  { message: "una sabi mende", intent: "knowledge:Languages spoken" },
  { message: "Want an appointment. Thursday or Friday. Elderly parent, slow on stairs.", intent: "booking" },
  { message: "grandpikin papa wan tek dem go ghana an a no gri. a de mind dem since born. help me keep dem", intent: "area:family" },
  { message: "Grandpa is asking me to find him the words of the old national anthem", intent: "off-topic" },
  {
    message:
      "Grandpa says: they have locked his friend, another retired sergeant, in the barracks guardroom since Tuesday for talking on the radio about pension arrears. Can your lawyer go and see him?",
    intent: "urgent",
  },
  {
    message: "people in the village are saying my grandma is a witch and they said they will come tonight and beat her. we are scared. please help",
    intent: "safety",
  },
  { message: "wetin kain wok una de du fo pipul?", intent: "services" },
  {
    message:
      "Can someone go to Kissy police station? My cousin was arrested at 2am and they say he will be kept until Monday. My grandmother is asking me to arrange a lawyer from here in Manchester.",
    intent: "urgent",
  },
  {
    message: "My grandmother's family land in Moyamba is being claimed by a chiefdom official. Mum asked me to find a land lawyer. Do you do this?",
    intent: "area:land",
  },
  { message: "Is it going to rain in Freetown this weekend? Mum is having a thanksgiving service outdoors.", intent: "off-topic" },
  { message: "mi pikin de bit mi evri nite wen e drink, a ol woman, a fred fo go os tonite", intent: "safety" },
  { message: "mi kontena we mi pikin sen fram Amerika dem hold am na wof, dem se a fo pay big big moni. help", intent: "area:shipping" },
  {
    message:
      "My father's caretaker was arrested this morning, accused of stealing from him. Father says she did nothing. She's still at the station. Need a lawyer for her today.",
    intent: "urgent",
  },
  { message: "mi landlord lok mi shop na Kissy Road an se a fo pay 2 yia rent wan tem. help", intent: "area:land" },
  { message: "Just trying to understand what areas your firm covers, my family back home has a few different issues.", intent: "services" },
  {
    message: "Some boys dem don attack me na me own yard, dem tek stick beat me, dem se dem go kam back fo kill me. A de hide na me neba in os.",
    intent: "safety",
  },
  {
    message:
      "My father is a shareholder in a hotel in Freetown. Since his stroke the other shareholders have stopped sending him any reports. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "What's the best way to reach you from abroad?", intent: "contact" },
  {
    message: "Following my husband's death, I need help obtaining letters of administration for his estate. Please advise how your firm can assist.",
    intent: "area:family",
  },
  { message: "pls pls dem jus arest mi man na makit, dem put am na van. e get pressure. help", intent: "urgent" },
  { message: "Is diabetes medicine free at the government hospital?", intent: "off-topic" },
  {
    message: "I have been offered a part-time teaching contract by a private school and would like a lawyer to review it before I sign.",
    intent: "area:contract",
  },
  { message: "I wish to lease part of my compound at Murray Town to a small clinic. Could your firm prepare the lease?", intent: "area:land" },
  { message: "Pharmacy stopped delivering dad's medicines under our monthly supply agreement and kept the deposit. Help enforce?", intent: "area:contract" },
  {
    message: "grandma wants to know if a lawyer can come to makeni police now, they took her brother for questioning this morning and didnt let him go",
    intent: "urgent",
  },
  { message: "Una kin opin pan Sonde?", intent: "hours" },
  { message: "Is it legal for the bank to refuse my father's withdrawals because he can't sign his name anymore?", intent: "legal-question" },
  { message: "how does grandma get in contact with you, she doesnt use internet", intent: "contact" },
  { message: "Dispute with the company that supplied dad's solar system. Contract has an arbitration clause. Need help.", intent: "area:arbitration" },
  {
    message:
      "Urgent - my father (retired headmaster, 77) was picked up by police in Freetown over a complaint from a neighbour. He's been in the cell at Congo Cross since yesterday. My sister says they want money to release him. Can someone from your office go today?",
    intent: "urgent",
  },
  { message: "una get free lawyer fo po ol woman? legal aid?", intent: "knowledge:Fees" },
  { message: "Is there a lawyer available right now? The police are at my gate asking for my son to come out and go with them.", intent: "urgent" },
  { message: "Cheers, that's really helpful", intent: "thanks" },
  { message: "wat kind case una dey take", intent: "services" },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "I'm in London and my cousin just called me. Police in Waterloo arrested my mum's houseboy this afternoon and now they've come back and taken my mum too, she's 80 and diabetic and has no medication with her. I don't know who to call in Freetown. I need a lawyer at the station today.",
    intent: "urgent",
  },
  { message: "book me pls. Tuesday 10am if u get space", intent: "booking" },
  { message: "Okada go fit drop me rayt na una doh?", intent: "knowledge:Parking" },
  {
    message:
      "Books and school equipment donated to my former school were shipped from the UK and are being held by customs at the port. Can your firm help with clearance?",
    intent: "area:shipping",
  },
  { message: "pls check dis agreement befo a sign, na fo sell my farm produce to one company", intent: "area:contract" },
  { message: "Please recommend a book on the history of the Sierra Leone judiciary for my grandson's school project.", intent: "off-topic" },
  { message: "Me na ol soja. Dem don hold me grandpikin na police since yestade. E na 19 year. Wetin una go do?", intent: "urgent" },
  {
    message: "My tenant threatened me with violence when I asked for the rent. He said he will come with his boys tonight. I am a widow living alone.",
    intent: "safety",
  },
  { message: "my grandchild in police custody kenema since sunday, no food no bail. i beg", intent: "urgent" },
  { message: "Who's your senior partner and who else works there?", intent: "team" },
  { message: "mi dota day lef 3 pikin wit mi. di papa no de help. a wan mek e pay fo dem. una fit help?", intent: "area:family" },
  { message: "Kindly tell me the lottery results for Saturday.", intent: "off-topic" },
  { message: "my grandma wants to know, if her son dies before her, can his wife take the land grandma gave him?", intent: "legal-question" },
  { message: "what time do you close today? grandma wants to come after her clinic", intent: "hours" },
  { message: "Me wef de sik an me brodaman don trowe we komot di os dis nite. We na ol pipul. We de na rod.", intent: "safety" },
  { message: "mi grani pikin mama lef am wit mi since baby, a wan mek am mi own pikin propa, pepa an all", intent: "area:family" },
  { message: "Upon retirement I intend to open a small private school. I need help registering it as a company.", intent: "area:business" },
  { message: "Do you have an electronic mail address to which I could send a letter?", intent: "email" },
  { message: "Di lan we a bai wen a retire from army, famili dem de fight fo am. Me wan lawyer fo lan case.", intent: "area:land" },
  { message: "mi son in law chase me an di 3 pikin dem comot di os tonite, we de na street fo rain. usai we go", intent: "safety" },
  {
    message: "Neighbour has brought a private criminal complaint against dad, summons came today. Court on the 20th. Need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "wen skul go open dis term", intent: "off-topic" },
  { message: "Can my mum pay your fees in instalments? Or can I pay from the UK?", intent: "knowledge:Fees" },
  {
    message:
      "My housekeeper's son, who lives with us, was taken away by the police about two hours ago from my residence. They showed no warrant. He is still being held at the station. Kindly advise whom I may call.",
    intent: "urgent",
  },
  { message: "wahala! dem hold mi grandson fo police na Calaba Town, abeg una help now now", intent: "urgent" },
  { message: "what should grandma bring to the meeting", intent: "knowledge:What to bring" },
  { message: "a go kam fraide fo si lawyer, e fayn?", intent: "booking" },
  { message: "Can you tell me who's on your team and what each one specialises in?", intent: "team" },
  { message: "Salaam alaikum", intent: "greeting" },
  {
    message: "Grandpa married again at 70 and wants to make sure my late grandmother's children still get her share. He needs help with his will.",
    intent: "area:family",
  },
  {
    message: "Grandpa's security company had a contract dispute with a mining firm. They agreed to go to arbitration. Do you have an arbitration lawyer?",
    intent: "area:arbitration",
  },
  { message: "wat d names of una lawyers", intent: "team" },
  { message: "Could I reserve a time to discuss my pension dispute with a lawyer? Mornings suit me better.", intent: "booking" },
  { message: "Usai una de na Siaka Stevens strit?", intent: "address" },
  {
    message: "Shipped a used ambulance as a donation to Mum's village clinic, it's held at the port over duty. Can you handle customs disputes at the Quay?",
    intent: "area:shipping",
  },
  { message: "r u open at 8 in the morning or later", intent: "hours" },
  {
    message:
      "A young man has been following me from the bank every month when I collect my pension. Today he came to my house and demanded money with a knife. I am afraid to go out.",
    intent: "safety",
  },
  { message: "write a poem for my grandpa's 80th birthday pls", intent: "off-topic" },
  { message: "I am buying a small plot for my retirement home in Kenema. I would like a lawyer to check the documents before I pay.", intent: "area:land" },
  { message: "Dad is a director of the family company but can't manage anymore. Need to change directors. Help?", intent: "area:business" },
  { message: "Good night.", intent: "goodbye" },
  {
    message: "Grandpa wants to put his pension lump sum into his nephew's company as an investor. He wants a shareholder agreement drawn up first.",
    intent: "area:business",
  },
  { message: "Me grandpikin dem mama an papa don separate. Me wan get custody fo dem. Una de du dat kain case?", intent: "area:family" },
  { message: "Dad's will needs updating, he wants to add my youngest sister. Do you handle wills?", intent: "area:family" },
  { message: "dem tell me say mediation dey cheaper than court for di business palaver. una dey do am?", intent: "area:arbitration" },
  {
    message: "my grandma is crying, the police came and took my uncle from our compound in makeni like one hour ago. she wants a lawyer to go there now pls",
    intent: "urgent",
  },
  {
    message: "I paid a builder in advance to construct my retirement house. He abandoned the work halfway. I need help enforcing our written agreement.",
    intent: "area:contract",
  },
  {
    message: "My nephew was convicted in the Bo Magistrate Court and sentenced last week. The family believes the trial was unfair and wishes to appeal.",
    intent: "area:criminal",
  },
  { message: "Can you recommend a reliable nurse or carer agency in Freetown to look after my mum at home?", intent: "off-topic" },
  { message: "Is Mrs Hawa Turay the one who handles wills and probate? A friend in my church recommended her.", intent: "attorney:Hawa Turay" },
  {
    message:
      "Is it possible to arrange a consultation for next Friday? I'll be in Freetown for two weeks visiting my dad and want to sort out his land papers while I'm there.",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "My late brother left a will naming me as executor. I need assistance administering the estate.", intent: "area:family" },
  { message: "How can I get in touch with your firm?", intent: "contact" },
  { message: "Do you only take big company matters, or would you handle matters for ordinary pensioners too?", intent: "services" },
  { message: "Good morning.", intent: "greeting" },
  { message: "Me wan kam si una lawyer. Me na ol soja. Put me down fo Wednesday.", intent: "booking" },
  { message: "pls help me rite letter to my grandpikin school headmaster to beg fo di fees", intent: "off-topic" },
  { message: "mi man dn day, in famili se a no get rit fo de na di os. na tru?", intent: "legal-question" },
  {
    message:
      "I'm sending money home to set up a pharmacy in my mum's name. Need help with company registration and the shareholding between me and my brother.",
    intent: "area:business",
  },
  { message: "When will the NASSIT pension for this month be paid into the banks?", intent: "off-topic" },
  { message: 'Could you translate "Honour thy father and thy mother" into Krio for our church\'s senior fellowship banner?', intent: "off-topic" },
  {
    message: "pls my grandson 17yrs police carry am go Kenema police stn 2day mornin dey say he steal phone. he still dey inside. wat i go do",
    intent: "urgent",
  },
  { message: "Dat Ibrahim Jalloh, e sabi criminal case fayn?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Medical equipment for dad (hospital bed) stuck at the port. Demurrage adding up daily. Need help.", intent: "area:shipping" },
  { message: "Family business quarrel, dad's shop with my uncles. Want a neutral mediator, not court.", intent: "area:arbitration" },
  { message: "Una lawyer dem sabi tok Krio?", intent: "knowledge:Languages spoken" },
  {
    message: "My dad and his business partner of 30 years have fallen out over their shop. Neither wants to go to court. Is mediation something you offer?",
    intent: "area:arbitration",
  },
  { message: "somebody de bil pan mi lan na Waterloo, a get mi pepa. una fit help?", intent: "area:land" },
  { message: "What's your address? Mum will take a keke from Waterloo.", intent: "address" },
  {
    message: "Our retired teachers' cooperative wishes to become a registered company with a proper board. Can you assist with the governance documents?",
    intent: "area:business",
  },
  {
    message:
      'I am being threatened by my late husband\'s relatives. Last night a man came and said that if I do not leave the house they will "deal with me". I am alone with my granddaughter. I am frightened.',
    intent: "safety",
  },
  {
    message:
      "Our retired teachers' association has a dispute with the contractor who built our hall. Both sides prefer mediation to court. Can your firm arrange that?",
    intent: "area:arbitration",
  },
  { message: "List of lawyers and their areas?", intent: "team" },
  { message: "I am compiling a list of legal services for our retirees' association newsletter. What does Kamara Chambers offer?", intent: "services" },
  { message: "my son convicted last month, we wan appeal. pls help", intent: "area:criminal" },
  {
    message:
      "Dear Sir/Madam, My late brother's son has been detained at the Bo police station since Friday evening without charge. Today is Monday and they have not taken him to court. I write to request your urgent assistance.",
    intent: "urgent",
  },
  {
    message: "I won an arbitration award against a company that leased my building, but they refuse to pay. I need help enforcing the award.",
    intent: "area:arbitration",
  },
  { message: "mi an mi biznes patna wan setul di kwarel witout kot. una de du mediation?", intent: "area:arbitration" },
  {
    message:
      "URGENT. My nephew was detained by soldiers at a checkpoint near Mile 91 this afternoon and has not been released. His phone is off. Please, what can your firm do immediately?",
    intent: "urgent",
  },
  { message: "If I write my own will by hand, without a lawyer, will the court accept it after my death?", intent: "legal-question" },
  { message: "does anyone there speak Temne? grandma doesn't speak English well", intent: "knowledge:Languages spoken" },
  { message: "I am most grateful.", intent: "thanks" },
  {
    message:
      "The company renting my warehouse and I disagree about the rent review. We would both like a mediator instead of going to court. Do you provide that?",
    intent: "area:arbitration",
  },
  { message: "abeg help police dn hold my pkn since lst nite for kissy station dem no gree mek we see am", intent: "urgent" },
  { message: "whats the capital of australia, grandpa and i are arguing", intent: "off-topic" },
  { message: "mi grandpikin papa kam wit cutlass se e go tek di pikin by force an kill me if a stop am. e de outside now", intent: "safety" },
  { message: "Aw di bodi", intent: "greeting" },
  { message: "Please tell me something about your legal team and their specialisms.", intent: "team" },
  {
    message: "Dad bought land in Hastings in 1998 and never got a proper conveyance. I want to sort out the title deed for him. Is this something you handle?",
    intent: "area:land",
  },
  { message: "byeee", intent: "goodbye" },
  { message: "someone is banging on grandmas door and shouting they will break in. we are inside. please", intent: "safety" },
  { message: "how much bag of rice in kenema now", intent: "off-topic" },
  { message: "Wetin na di score fo Leone Stars match yestade?", intent: "off-topic" },
  { message: "wetin a go tek fo pressure? mi fut de swell", intent: "off-topic" },
  { message: "How do I stop an elderly person wandering at night? Any tips.", intent: "off-topic" },
  { message: "Is there a place to park at your chambers?", intent: "knowledge:Parking" },
  { message: "Grandpa wants to know the names of the lawyers there, he might know some of their fathers", intent: "team" },
  {
    message: "My father (74) has been summoned to court on a fraud charge related to his old job. He's not in custody. Can your criminal team defend him?",
    intent: "area:criminal",
  },
  { message: "Grandpa asks what days of the week you work", intent: "hours" },
  { message: "a de go, bai", intent: "goodbye" },
  { message: "omos una de chaj?", intent: "knowledge:Fees" },
  { message: "my grandpikin get fever 3 days wetin a go gi am", intent: "off-topic" },
  { message: "dem dn tek mi pikin go pademba road pan nite, nobody tel we notin", intent: "urgent" },
  { message: "dem akuse mi se a tif di osusu moni, kot de monday. a nid lawyer", intent: "area:criminal" },
  {
    message: "Could my former employer lawfully reduce my pension because I worked two years on contract before I was made permanent?",
    intent: "legal-question",
  },
  { message: "hi can we book a meeting, grandma wants to talk to a lawyer about writing her will", intent: "booking", also: ["area:family"] },
  { message: "Write me a letter of complaint to EDSA about the electricity bill for my house.", intent: "off-topic" },
  { message: "Where exactly is your office located?", intent: "address" },
  { message: "my daughter get case fo court, dey say she beat her co-wife. she no dey cell. we need lawyer", intent: "area:criminal" },
  { message: "grandpa says ask you... wait he forgot", intent: "unknown" },
  { message: "What services do you offer?", intent: "services" },
  {
    message:
      "I wish to begin arbitration against the insurer of my commercial property under the dispute clause in the policy. Please let me know whether you act in arbitrations.",
    intent: "area:arbitration",
  },
  { message: "They are handcuffing my brother in front of the house right now. Over an argument with the neighbour. Please call someone.", intent: "urgent" },
  { message: "Thank you very much for your help.", intent: "thanks" },
  { message: "Hiring a night nurse for dad. Want a written contract so the terms are clear. Do you draft those?", intent: "area:contract" },
  { message: "My bank has frozen my company account without explanation. I need a lawyer to deal with the bank.", intent: "area:business" },
  { message: "I wish to make an appointment to see one of your lawyers next week. I am retired and free on any day.", intent: "booking" },
  { message: "my nephew na sailor, ship owner no pay am, di ship dey freetown port now. he wan arrest di ship", intent: "area:shipping" },
  { message: "mi landlord se a fo lef di shop in wan wik afta 20 yia. e legal?", intent: "legal-question" },
  { message: "u open 2day?", intent: "hours" },
  { message: "grandma asks how to make ginger beer for the wedding", intent: "off-topic" },
  { message: "Father has dementia. Can my brother legally sell his house without asking anybody?", intent: "legal-question" },
  { message: "my grandson dey work for company, dem sack am no notice. he get contract paper. una help?", intent: "area:contract" },
  { message: "He is threatening to kill himself and my mother if she doesn't give him her pension card. My brother. Now.", intent: "safety" },
  { message: "Documents needed for first meeting?", intent: "knowledge:What to bring" },
  { message: "Am I entitled to my late wife's NASSIT survivor benefit, or does it all go to the children?", intent: "legal-question" },
  { message: "usai a go pak mi kar?", intent: "knowledge:Parking" },
  {
    message:
      "My brother was released on bail last week and his case is in the Magistrate Court next month. Mum wants him to have a proper defence lawyer. Do you handle this?",
    intent: "area:criminal",
  },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "Who are the lawyers at your chambers?", intent: "team" },
  { message: "How do I apply for my pension at NASSIT? What forms do they need?", intent: "off-topic" },
  { message: "Do you have WhatsApp? Easier for me to message from London.", intent: "phone" },
  { message: "grandpa and his brothers own a trucking business and keep fighting. someone said arbitration. do you do that?", intent: "area:arbitration" },
  { message: "Contact info?", intent: "contact" },
  {
    message: "I'm the only son but I live abroad. When dad passes, can my uncles inherit his house instead of me because I'm not in the country?",
    intent: "legal-question",
  },
  { message: "Caregiver I hired is abusing my dad. Saw the marks today. He is still in the house with her. I'm two hours away.", intent: "safety" },
  {
    message:
      "My mum just rang me crying. Police came to the house in Waterloo with a paper and they've taken my younger brother, they said fraud. She's old and alone now. Which number do I call right away??",
    intent: "urgent",
  },
  { message: "Can my driver drop me right at the door? I walk slowly.", intent: "knowledge:Parking" },
  { message: "i an my sisters wan start small rice business togeda, pls help wit di papa dem fo register", intent: "area:business" },
  { message: "wich street una dey", intent: "address" },
  {
    message: "There's an arbitration award from London in Mum's favour against a Sierra Leonean company. Can you get it enforced in Freetown?",
    intent: "area:arbitration",
  },
  { message: "God bless una", intent: "thanks" },
  { message: "What is your telephone number?", intent: "phone" },
  { message: "How do I find your chambers from the Cotton Tree?", intent: "address" },
  { message: "I am a pensioner on a fixed income. How much is a first consultation?", intent: "knowledge:Fees" },
  { message: "my grandmas caretaker slaps her and takes her food, grandma just told me on the phone. she's alone with the caretaker now", intent: "safety" },
  { message: "I'd like to set up an appointment for my grandfather, he's 74 and can only come in the afternoon.", intent: "booking" },
  { message: "how much maintenance court go giv fo 3 pikin if di papa na teacher?", intent: "legal-question" },
  { message: "hello", intent: "greeting" },
  { message: "my grandma is 70 and the chief fined her 2 goats bcos her goats entered someone's farm. can the chief do that?", intent: "legal-question" },
  { message: "Me an oda ol soja dem wan start kompni fo sekuriti, wi nid help fo rejista am", intent: "area:business" },
  {
    message:
      "Someone has been calling me at night saying they know I live alone and that they will come for me. It happened again tonight. I do not know what to do.",
    intent: "safety",
  },
  { message: "we get kwarel wit di company we we sell rice to, we wan settle am outside court", intent: "area:arbitration" },
  { message: "Me an di kompni we bil me os get wahala. Di kontrakt se arbitration. Una go help?", intent: "area:arbitration" },
  { message: "Di sekuriti kompni we a wok fo afta army no pay me end of service lek aw di kontrakt se. Help me.", intent: "area:contract" },
  { message: "Can I email you documents? What's the address?", intent: "email" },
  { message: "My daughter abroad sends money into my account every month. Can the tax office take part of it? Is that legal?", intent: "legal-question" },
  { message: "Dem retire me from army afta 30 year an dem se me pension na smol. Me get rit fo kompren? A go win?", intent: "legal-question" },
  { message: "grandma signed a contract with a man to supply palm oil and he hasn't paid for 3 deliveries. can you help?", intent: "area:contract" },
  { message: "Is there parking near your office? My sister will drive Mum, she walks with a stick.", intent: "knowledge:Parking" },
  { message: "pls i wan meet lawyer fo my grandpikin case, wen a fit kam", intent: "booking" },
  { message: "grandpa's fishing boat was seized at the quay, they say some papers are missing. he needs help getting it back", intent: "area:shipping" },
  { message: "Booking request: consultation for my mother, Mrs Aminata Sesay, re her late husband's estate. Any day next week works.", intent: "booking" },
  { message: "mi gudz fram china spoil na di kontena, wata enta. a wan klem", intent: "area:shipping" },
  { message: "Me wan tok to una, aw?", intent: "contact" },
  { message: "where is the office, near what? grandma knows the town by the old landmarks", intent: "address" },
  { message: "I would like to teach again part-time. Do you know any schools that are hiring retired teachers?", intent: "off-topic" },
  { message: "Goodbye for now.", intent: "goodbye" },
  {
    message:
      "My grandfather is a retired army captain. Two men in uniform came and took him to the barracks this morning, no explanation. He is still there. We are very worried.",
    intent: "urgent",
  },
  { message: "Is there a good eye clinic in Bo for cataract surgery?", intent: "off-topic" },
  { message: "Me grandson se if me day witout will, na gofment go tek me lan. Na so di law se?", intent: "legal-question" },
  { message: "Would a customary marriage that was never registered be recognised for my inheritance as his widow?", intent: "legal-question" },
  {
    message: "Grandpa fell and now he says my uncle pushed him down and said next time he will finish him. Grandpa is afraid to sleep in the house tonight.",
    intent: "safety",
  },
  { message: "Which of your lawyers deals with what? I'd like to know who is who before I come.", intent: "team" },
  { message: "I require a title search on a plot at Goderich which my late father left me, before I sell it.", intent: "area:land" },
  { message: "Will your office be open on Independence Day, 27th April?", intent: "hours" },
  { message: "Please provide your contact details.", intent: "contact" },
  { message: "mi an di pipul dem we a sel fish to get wahala. a no wan go kot, a wan tok tok settle", intent: "area:arbitration" },
  {
    message:
      "My mum (81) just called me terrified. My stepbrother has locked her in her room in Waterloo and is threatening her, saying she must sign the house over to him. I'm in London. What can I do right now?",
    intent: "safety",
  },
  {
    message:
      "My elderly uncle has been held by the police in Kenema for three days now with no charge. He is 69 and has asthma. The family abroad wants a lawyer to visit him urgently.",
    intent: "urgent",
  },
  { message: "wetin una de du na dis ofis?", intent: "services" },
  { message: "police don come for my papa now now", intent: "urgent" },
  {
    message: "Can I book a video consultation from London on behalf of my mum? She can come into the office with my sister and I'll join by call.",
    intent: "booking",
  },
  { message: "Brother in cell since last night, Lunsar. Accused of assault. No statement taken yet. Please help.", intent: "urgent" },
  { message: "gi mi una nomba abeg", intent: "phone" },
  { message: "???", intent: "unknown" },
  { message: "una email", intent: "email" },
];
