import type { LabelledMessage } from "./labelled-message";

// Farmers and village life: rice, cassava, palm oil and cocoa growers, herders and crop damage, chiefs and family land, cooperatives and unpaid buyers, swamps and boundaries, plus farming questions the firm does not handle. Writers: Pa Alimamy, a 68-year-old rice farmer near Kambia whose grandson types his Krio for him on a cracked phone; Mariatu, a 34-year-old cassava and gari trader in Port Loko who texts in fast Krio shorthand; Joseph, a 45-year-old teacher and cocoa cooperative secretary in Kailahun who writes stiff formal letters; Aminata, a 29-year-old Fula herder's daughter in Kabala who sends short anxious lines; Sahr, a 52-year-old oil palm smallholder in Pujehun who tells long stories in mixed English and Krio; Fatu, a 40-year-old nurse in Maryland, USA, writing polished English about her late father's land in Bo; Musa, a 23-year-old Njala University agric student with slangy, lowercase messages; and a section chief in Tonkolili who writes with ceremony on behalf of his people.

export const DEVELOPMENT_SIXTY_THIRD: LabelledMessage[] = [
  { message: "I'm buying a plot on the peninsula for a vegetable garden. Need conveyancing and someone to check the survey plan.", intent: "area:land" },
  {
    message:
      "help, there's a fight right now between the herders and farmers in our village, they have sticks and cutlasses and somebody is bleeding, we are locked inside the house",
    intent: "safety",
  },
  { message: "We want to register our farmers' cooperative as a company so we can get bank loans. Can you do that for us?", intent: "area:business" },
  { message: "abeg una get lawyer wey fit go Moyamba police station today? dem hold my papa since Saturday bout di family lan", intent: "urgent" },
  {
    message:
      "My husband's brothers beat me yesterday and told me to leave the farm or they will finish me. They are still around the house. I am inside with my 3 children. please",
    intent: "safety",
  },
  { message: "how to cook palm oil soup wit cassava leaf, my wife travel", intent: "off-topic" },
  {
    message:
      "I'd like to register my late father's land in Bo in the names of his children so it doesn't get sold off. Can your firm handle conveyancing outside Freetown?",
    intent: "area:land",
  },
  { message: "wetin di law say if man dey farm pan lan for more dan 20 years an nobody talk? e don turn im own?", intent: "legal-question" },
  {
    message:
      "Our union intends to incorporate a limited company to export cocoa directly. We require assistance with registration and a shareholders' agreement.",
    intent: "area:business",
  },
  { message: "till wetin time una de open pan Friday?", intent: "hours" },
  {
    message:
      "I keep getting calls from a man saying he will cut my head if I don't leave the swamp. Last night someone threw stones on my roof. I'm in Kambia.",
    intent: "safety",
  },
  { message: "Thank you so much, this is really helpful.", intent: "thanks" },
  { message: "Wetin Hawa Turay de do? dem say im sabi family lan matter", intent: "attorney:Hawa Turay", attorneys: ["Hawa Turay"] },
  { message: "give me points for our school debate 'Chiefs should not control land'. I'm on the proposing side", intent: "off-topic" },
  {
    message:
      "My stepfather says he will give me to a man in the next village to pay his debt to the rice trader. I am 15. I am scared he will take me tomorrow.",
    intent: "safety",
  },
  {
    message: "my grandma wants to write her will before she travels, she's got farmland and a house in Bo. can your team sort that out for her?",
    intent: "area:family",
  },
  {
    message:
      "My ex husband came to the farm drunk with a cutlass saying he will kill me and take the children. He is still walking around the village. I am in Port Loko.",
    intent: "safety",
  },
  { message: "I hired 15 labourers for harvesting and want a simple employment contract for them. Can you draft it?", intent: "area:contract" },
  { message: "Who are the attorneys at the firm? I'd like to know who I might be dealing with.", intent: "team" },
  { message: "can una help register business name fo me gari production? I wan sell to supermarket", intent: "area:business" },
  {
    message: "If I pledged my farm to a man for a loan 12 years ago and I have paid him back, must he return the land? he now says the pledge is a sale",
    intent: "legal-question",
  },
  { message: "can goats and cattle graze together or will they fight", intent: "off-topic" },
  { message: "I want to start an agro processing company for palm oil and need to register it. please help", intent: "area:business" },
  {
    message:
      "I'm flying into Lungi on the 20th and will be in Freetown for only a week. Can I book a meeting with a lawyer for the 22nd or 23rd about my father's land?",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "The tractor I hired to plough my farm never came but the owner kept my deposit. I want it back", intent: "area:contract" },
  {
    message:
      "My siblings and I disagree over dividing our parents' farmland, and we'd prefer a mediator to help us agree rather than going to court. Do you offer that?",
    intent: "area:arbitration",
  },
  { message: "Will the office be open on Independence Day, 27 April?", intent: "hours" },
  { message: "Our seed rice shipment from India is stuck at the port and the demurrage keeps adding up every day.", intent: "area:shipping" },
  {
    message:
      "Good day. I am the Section Chief of Kalansogoia. Some of my young men have been detained by the police at Bumbuna since yesterday following the clash with the herders. The families are at my compound weeping. I request that a lawyer be sent at once.",
    intent: "urgent",
  },
  { message: "where is your office", intent: "address" },
  {
    message: "I have been charged with malicious damage for cutting down my neighbour's palm trees. Court date is next Tuesday. I am on bail.",
    intent: "area:criminal",
  },
  { message: "Wetin na una phone number", intent: "phone" },
  { message: "tenki", intent: "thanks" },
  { message: "I'm accused of stealing cooperative funds. I have a court summons for next week. help", intent: "area:criminal" },
  { message: "My brother will attend the meeting for me. What papers should he bring?", intent: "knowledge:What to bring" },
  {
    message: "The chiefdom council wants to set up a community company to receive the investment from the sugarcane project. Please assist us.",
    intent: "area:business",
  },
  { message: "Do you know any NGO hiring agric extension workers in Kailahun?", intent: "off-topic" },
  { message: "Una lawyer dem sabi tok Temne? me mama nor sabi English", intent: "knowledge:Languages spoken" },
  { message: "wetin una de do na dis office?", intent: "services" },
  {
    message: "they burned my rice store last night and left a note saying the house is next. my family is sleeping at the church. who can protect us",
    intent: "safety",
  },
  {
    message: "is there like a way to solve a money dispute with my business partner out of court? like mediation? we co-own a fish pond",
    intent: "area:arbitration",
  },
  { message: "What email should I use to send documents from abroad?", intent: "email" },
  { message: "aight peace", intent: "goodbye" },
  { message: "What would it cost roughly to have a lawyer handle my father's estate? Do you take payment by transfer from abroad?", intent: "knowledge:Fees" },
  {
    message: "A foreign company wants to form a joint venture with our village cooperative for an oil palm mill. We need help with the business structure.",
    intent: "area:business",
  },
  { message: "My uncle was refused bail at first but now he is out after 2 weeks. The case is in court. help us defend him", intent: "area:criminal" },
  { message: "where can I hire a tractor in Bo for ploughing", intent: "off-topic" },
  { message: "What kind of cases does your firm take?", intent: "services" },
  { message: "una office dey na wich side na town", intent: "address" },
  { message: "the shipping line lost one of our containers of dried cassava chips for export. need lawyer for cargo claim", intent: "area:shipping" },
  { message: "where can I park my motorbike", intent: "knowledge:Parking" },
  { message: "abeg make una gi me time fo see lawyer, I go cam wit me papers dem", intent: "booking" },
  {
    message:
      "the chiefdom police are holding my sister in the lock up at the court barri since yesterday because she refused to leave her late husband's farm. please",
    intent: "urgent",
  },
  { message: "Please schedule me a meeting. I'll be at Lumley market on Wednesday so I can come after.", intent: "booking" },
  { message: "is there a good spray for the insects eating my pepper leaves", intent: "off-topic" },
  {
    message:
      "My fiance is in the cell at Kenema since Tuesday. The police said the chief complained he insulted him at the meeting about the land. They won't release him. Is that even allowed? we need help now",
    intent: "urgent",
  },
  { message: "What is the meaning of 'usufruct'? Its for my exam tomorrow, land law paper", intent: "off-topic" },
  {
    message:
      "There is a long-standing boundary dispute between my chiefdom and the neighbouring one about a stretch of swamp along the river. We would want your land lawyers to look into it.",
    intent: "area:land",
  },
  { message: "mediator fo we cooperative, di members dem de fight ova di profit. abeg", intent: "area:arbitration" },
  { message: "My neighbour has moved the boundary pegs into my swamp. I want someone to help me sort it out.", intent: "area:land" },
  { message: "Is Adama Koroma in the office today or travelling?", intent: "attorney:Adama Koroma", attorneys: ["Adama Koroma"] },
  { message: "How can I reach you from the village? network is bad here", intent: "contact" },
  {
    message:
      "police just handcuffed my brother in law in front of the whole village in Kambia. they are putting him in the vehicle now. land matter. what do I do",
    intent: "urgent",
  },
  { message: "The ship let sea water into our cashew nuts and the buyer in Vietnam rejected the cargo. We want to claim.", intent: "area:shipping" },
  { message: "how di body", intent: "greeting" },
  {
    message:
      "Hello the police came for my father at night and took him to Mile 91 station. They did not say the charge, something about a loan from the rice cooperative. He is still there. Can a lawyer go there today?",
    intent: "urgent",
  },
  { message: "police dey na we compound now dem wan carry my broda say na im burn di Fula man dem cow pen. pls wat we do", intent: "urgent" },
  {
    message: "na tonight dem pul me an me pikin dem comot na di os, me husband family say di lan nor to me own. we dey outside na rain. abeg",
    intent: "safety",
  },
  { message: "Two families are claiming the same swamp in our village. We want a proper survey and someone to handle the dispute.", intent: "area:land" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of the Kailahun Cocoa Farmers Union. Our chairman, Mr. Tamba Ngegba, was arrested at his residence at about 5 a.m. today by officers from the district police following a complaint by a buyer. He remains in custody as I write. We humbly request immediate legal representation.",
    intent: "urgent",
  },
  { message: "what is your email", intent: "email" },
  { message: "which landmark is near your office? I don't know Freetown well", intent: "address" },
  {
    message:
      "Good evening, I am writing with shaking hands. My brother in law has threatened to kill me over my late sister's palm plantation. He came today with two men. I have locked myself in. I am in Kenema.",
    intent: "safety",
  },
  { message: "should i bring my receipts from the cocoa buyer to the meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "police are at our farm right now arresting my two brothers, the chief's people say we planted on his land. They are tying their hands. please what should we do",
    intent: "urgent",
  },
  {
    message: "They arrested my mum at the market in Bo for selling palm oil they say is mixed with dye. She is still at the station. can somebody come",
    intent: "urgent",
  },
  {
    message:
      "My late father left his land in Bo to 'all his children'. I live abroad. Do I lose my share because I'm not there to farm it? My cousins say I do.",
    intent: "legal-question",
  },
  {
    message:
      "Our cooperative treasurer received a letter saying he will be killed if he testifies about the missing money. He is scared to go home tonight. What should he do?",
    intent: "safety",
  },
  {
    message: "Our export consignment of 2 containers of coffee was short-landed at the destination port. We wish to pursue a cargo claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "Can I see someone this week? I'll explain everything when I come.", intent: "booking" },
  { message: "is it against the law for the palm oil company to spray chemicals that kill the fish in my swamp? what can I claim", intent: "legal-question" },
  { message: "how much compensation can the court give me for 3 acres of pepper destroyed by cattle?", intent: "legal-question" },
  { message: "are you closed on public holidays like Eid?", intent: "hours" },
  { message: "Please advise the documents required for an initial consultation.", intent: "knowledge:What to bring" },
  {
    message: "Abeg, police don cam na di village dem de look for my papa fo carry am go station. Im don hide na bush. Na di Fula dem case. Wetin we for do?",
    intent: "urgent",
  },
  { message: "We have an arbitration award from 2022 against a rice importer. He still hasn't paid. Need to enforce it.", intent: "area:arbitration" },
  { message: "number to call pls", intent: "phone" },
  { message: "I am grateful for your prompt response.", intent: "thanks" },
  {
    message:
      "Dem don lock my pikin for Port Loko police since Friday. Na di man wey buy we cassava wey no pay, we go ask am for di money na im call police pan we. Today na Monday. Abeg.",
    intent: "urgent",
  },
  { message: "Can a child born outside marriage inherit from his father's farmland in Sierra Leone?", intent: "legal-question" },
  {
    message: "There is a mob gathering in our village right now, they say my father sold the family land and they want to burn our house. we are scared",
    intent: "safety",
  },
  { message: "Hello I want to see lawyer for my cassava contract with the gari factory. when can we meet?", intent: "booking", also: ["area:contract"] },
  { message: "wen rain go start dis year na Kenema side? I wan start nursery", intent: "off-topic" },
  {
    message:
      "my dad has been in custody at Bo police station for 3 days now and no one has charged him, they keep moving him around. this is about a dispute with a cattle herder. my phone is almost dead please respond quickly",
    intent: "urgent",
  },
  { message: "Does anyone in the firm speak Mende?", intent: "knowledge:Languages spoken" },
  { message: "thank you very much", intent: "thanks" },
  { message: "Please provide an e-mail address to which I may send our cooperative's documents.", intent: "email" },
  { message: "We need a proper written supply agreement with a buyer in Freetown for our palm oil, 200 gallons every month.", intent: "area:contract" },
  { message: "contact details?", intent: "contact" },
  { message: "What time do you open in Sierra Leone time? I'm 4 hours behind in Maryland so I want to call when you're open.", intent: "hours" },
  { message: "Do you have any female lawyers? My mother would feel better talking to a woman.", intent: "team" },
  { message: "we want to arbitrate a claim against the supplier who sold us a bad palm oil mill machine", intent: "area:arbitration" },
  {
    message:
      "My mother lives alone in our village in Bo district. My cousins have been going to her house at night banging the door and telling her she will die if she doesn't leave my father's land. She called me crying an hour ago. I am abroad. Who can help her tonight?",
    intent: "safety",
  },
  {
    message:
      "please my uncle is beating my small brother every day and making him work on his farm instead of school. he is only 11. he ran to me last night with blood on his back",
    intent: "safety",
  },
  { message: "My husband died in March and his family want to take the farm and the children. I need help with the inheritance.", intent: "area:family" },
  { message: "do you handle disputes about family land in the provinces or only Freetown land?", intent: "area:land" },
  {
    message: "I was married customary and my husband's people are saying I must marry his brother now that he is dead. I refuse. I need a family lawyer.",
    intent: "area:family",
  },
  { message: "can okada drop me right at una door", intent: "knowledge:Parking" },
  { message: "office open during Christmas holiday? I'll be in town from 24th to 2nd", intent: "hours" },
  { message: "My land papers got burnt during the war. I need a new title deed for my farm in Kono.", intent: "area:land" },
  { message: "how do I treat cassava mosaic disease, the leaves are yellow and curling", intent: "off-topic" },
  { message: "I'm a poor farmer. Can I pay after harvest or in small small instalments?", intent: "knowledge:Fees" },
  {
    message: "My cousin is facing trial in Moyamba for assault after a land dispute turned physical. He's out on bail. Can your criminal team represent him?",
    intent: "area:criminal",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "Someone poisoned my cows and now they are threatening my children at school saying we Fulas must leave the chiefdom. please we need help, I don't feel safe in my own house",
    intent: "safety",
  },
  {
    message:
      "The cooperative took our cocoa on credit in October and has not paid. If I take them to court, will I win? I only have a notebook with the weights.",
    intent: "legal-question",
  },
  {
    message: "The company I work for as a driver changed my contract to daily pay without asking me. Do you handle employment issues?",
    intent: "area:contract",
  },
  { message: "Tenki ya, God bless una", intent: "thanks" },
  { message: "the police beat my husband when they arrested him last month, he is out now. we want to take them up for his rights", intent: "area:criminal" },
  { message: "How many lawyers work in your office?", intent: "team" },
  { message: "Kindly furnish a telephone number for your chambers.", intent: "phone" },
  { message: "una open 2moro morning early? I wan cam before 8 wen di lorry reach", intent: "hours" },
  { message: "do you speak krio", intent: "knowledge:Languages spoken" },
  { message: "An investor from Ghana wants to put money into my poultry farm. I need help with the agreement and the shares.", intent: "area:business" },
  { message: "do you have whatsapp? I prefer to send voice notes", intent: "phone" },
  { message: "can you translate this letter from the ministry of agriculture into Mende for my father", intent: "off-topic" },
  { message: "thanks a lot, that helps", intent: "thanks" },
  {
    message:
      "Our watchman at the farm in Waterloo was arrested and is in the Waterloo police cell right now. The man claiming the land brought the police. We need a lawyer there today.",
    intent: "urgent",
  },
  { message: "me and my classmates want to start an agritech startup. how do we register it and split the shares fairly", intent: "area:business" },
  { message: "my late father wrote no will. his 3 wives and 11 children are fighting for the farm. how does the law share it?", intent: "legal-question" },
  {
    message: "yo quick q, if i farm on my uncle's land for free and the harvest is good, can he legally take half of it? we never wrote anything down",
    intent: "legal-question",
  },
  { message: "hmm", intent: "unknown" },
  { message: "Can I call you from the US? What number should I dial?", intent: "phone" },
  { message: "I came last month and want another meeting to continue my case. Can I book again?", intent: "booking" },
  { message: "I need help getting maintenance for my two children from their father. He sells cattle in Kabala and he has money.", intent: "area:family" },
  {
    message: "My neighbour is beating his wife in front of everyone in the village right now and nobody is stopping him. I think he will kill her.",
    intent: "safety",
  },
  { message: "What is the capital of Guinea? we have argument for di village", intent: "off-topic" },
  { message: "I need help with a bank loan agreement for a rice mill, the bank sent me documents to sign", intent: "area:business" },
  {
    message: "di cow dem don eat all me groundnut an cassava. am I entitled to compensation from di cattle owner? how much I fit get",
    intent: "legal-question",
  },
  {
    message:
      "URGENT. Soldiers at the checkpoint near Pendembu have detained our cooperative driver with 40 bags of cocoa since 6am. They won't let him go or tell us why. What do we do?",
    intent: "urgent",
  },
  { message: "What are your working hours please", intent: "hours" },
  { message: "A shipowner owes our cooperative for palm oil we loaded. Can we have his vessel arrested while it is in Freetown?", intent: "area:shipping" },
  {
    message: "We delivered 100 bags of seed rice to an NGO project and after planting them they say they will not pay because of 'quality'. Help.",
    intent: "area:contract",
  },
  { message: "write a poem about a farmer who lost his land, for my daughter's school competition", intent: "off-topic" },
  { message: "how long does cocoa take to start bearing after planting?", intent: "off-topic" },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "They took my husband last night from our house in Kailahun, police and some men from the buyer. He is at the station and they are saying he must sign over his cocoa farm before they release him. help us",
    intent: "urgent",
  },
  {
    message: "got released last night after they held me for the protest at the farm estate. they say they'll charge me. I need a criminal lawyer on standby",
    intent: "area:criminal",
  },
  {
    message:
      "I wish to come to your office with my elders to discuss a chiefdom matter. Please arrange a meeting with a senior lawyer at your earliest convenience.",
    intent: "booking",
  },
  { message: "my neighbour dug fish ponds that flood my rice every rainy season. can I force him to close them?", intent: "legal-question" },
  { message: "I get chest pain every morning after farm work, what medicine should I take", intent: "off-topic" },
  { message: "Do you offer legal aid for people in the village who can't afford a lawyer?", intent: "knowledge:Fees" },
  { message: "Kindly indicate your fee structure for a land dispute matter.", intent: "knowledge:Fees" },
  { message: "dem say if I go de dat lan again na me deat. de man get gun. I fraid", intent: "safety" },
  { message: "Is there a phone line I can ring", intent: "phone" },
  { message: "Who won East End Lions vs Kallon yesterday", intent: "off-topic" },
  { message: "una get WhatsApp number? I wan send pictures of di farm boundary", intent: "phone" },
  { message: "list of your services pls", intent: "services" },
  { message: "my pikin de vomit an get fever since yestaday, wetin I fo gi am", intent: "off-topic" },
  { message: "ok I go tok to una later", intent: "goodbye" },
  {
    message:
      "I'm writing from the station in Makeni. They arrested me this morning because the buyer says I didn't deliver the rice he paid for. I have the receipt at home. They say I will sleep here tonight. Please.",
    intent: "urgent",
  },
  { message: "me man nor de gi moni fo di pikin dem since im go work na di mining. I wan maintenance. una de do dat?", intent: "area:family" },
  { message: "Goodbye", intent: "goodbye" },
  { message: "May I have the names of the lawyers in your chambers and their areas of specialisation?", intent: "team" },
  { message: "i need lawyer NOW my son don lock up na kabala dem say im cow dem eat man im farm an im fight di man", intent: "urgent" },
  { message: "the chief fine me 500,000 leones because my goat enter im farm. e fit fine me like dat?", intent: "legal-question" },
  { message: "the other side sent a notice of arbitration about our cashew supply contract. we need someone to respond", intent: "area:arbitration" },
  {
    message:
      "I shipped a container of farm equipment from Baltimore to Freetown for my family's farm. It's been held at the port for over a month. Can you help get it cleared?",
    intent: "area:shipping",
  },
  {
    message:
      "my dauter dey na police cell Bonthe since yestaday. na di woman wey get di next swamp say na im tief im rice seed. she get small baby for breastfeed. abeg help",
    intent: "urgent",
  },
  { message: "I want to make a will so that my rice farm goes to my daughters and not my brothers. Can you help me write it?", intent: "area:family" },
  { message: "make a short drama script about land grabbing for our youth group to act on Saturday", intent: "off-topic" },
  { message: "which seed is better for swamp, NERICA or ROK 14", intent: "off-topic" },
  { message: "aw di mornin", intent: "greeting" },
  { message: "We're a small cashew exporter and we need someone to handle a bill of lading dispute with the freight forwarder", intent: "area:shipping" },
  {
    message: "I got a police invitation to come and make a statement about the missing cattle. I'm not arrested. can a lawyer from your office go with me?",
    intent: "area:criminal",
  },
  { message: "tell me a story about Bai Bureh for my son homework", intent: "off-topic" },
  { message: "Book me in with someone please. I can come any afternoon next week.", intent: "booking" },
  {
    message: "If I planted oil palm on land my grandfather got from the chief, is the land now mine or do I still have to ask the family?",
    intent: "legal-question",
  },
  {
    message: "My sister's children lost both parents. I want to adopt the youngest and bring her to live with me in Makeni. Can you help with the process?",
    intent: "area:family",
  },
  { message: "dem hold am na Magburaka station, my uncle. na di chief send police pan am ova di lan. abeg", intent: "urgent" },
  { message: "In which languages may consultations be conducted?", intent: "knowledge:Languages spoken" },
  { message: "di paramount chief say we must pay im 'shake hand' every harvest or we lose di lan. e legal?", intent: "legal-question" },
  {
    message:
      "I am a young woman working on a plantation. The supervisor keeps touching me and says if I report him he will make sure I disappear. I am scared to go back tomorrow.",
    intent: "safety",
  },
  { message: "yo can I pull up to the office sometime this week and talk to someone? need advice for my dad", intent: "booking" },
  { message: "Kindly provide your office address.", intent: "address" },
  { message: "My father speaks only Fula. Can he talk to a lawyer in Fula?", intent: "knowledge:Languages spoken" },
  { message: "wat time una de close", intent: "hours" },
  { message: "Is there somewhere my driver can wait with the car?", intent: "knowledge:Parking" },
  { message: "we win di arbitration against di company but dem nor pay. how una fit help we enforce am?", intent: "area:arbitration" },
  { message: "buyer took my 12 cows, paid deposit and refused the rest. he is in Makeni. need to recover my money", intent: "area:contract" },
  { message: "the chief's people locked me up for 3 days without charge last year and beat me. I want to take action for my rights", intent: "area:criminal" },
  {
    message:
      "abeg una help me police dem hold my papa na Kambia station since yesterday evening, na bout di swamp wey im broda dem de claim. wetin we go do now",
    intent: "urgent",
  },
  { message: "email address pls I want to send scanned papers", intent: "email" },
  {
    message:
      "the herders them come with cutlass this morning and say if we go back to the farm they will kill us. my children are scared. we are hiding in my sister house",
    intent: "safety",
  },
  {
    message:
      "To whom it may concern, this is an emergency. The manager of our oil palm estate in Pujehun District was taken into custody last night following a complaint from the neighbouring village. He is still being held. Kindly advise how quickly a lawyer can attend.",
    intent: "urgent",
  },
  { message: "wetin I go bring wen I cam?", intent: "knowledge:What to bring" },
  { message: "abeg I wan cam see lawyer Monday morning. I de cam from Port Loko", intent: "booking" },
  { message: "The gari factory took 60 bags of cassava on credit in January and still hasn't paid us. I have the delivery notes.", intent: "area:contract" },
  {
    message:
      "Our community wishes to lease 200 hectares to an oil palm investor. We require a lawyer to review the lease terms and ensure the land owning families are protected.",
    intent: "area:land",
  },
  { message: "Pls wetin I fit do, police don hold me granpa na Rokupr since mornin. Im old bad bad. Na bout di rice mill moni", intent: "urgent" },
  { message: "how do I make soap from palm kernel oil", intent: "off-topic" },
  { message: "abeg", intent: "unknown" },
  { message: "cocoa bag dem fall na di wata wen dem de load am na di quay. wi wan claim", intent: "area:shipping" },
  { message: "Which of your lawyers handles land matters?", intent: "team" },
  { message: "hello?? police station Pujehun my dad inside since 2 days, the palm company said he trespass. we cant even see him", intent: "urgent" },
  {
    message: "My husband married a second wife and now says the farm I worked is for her children. I want to leave him and get my share. can u help",
    intent: "area:family",
  },
  { message: "abeg wetin na di price fo one bag cement na Makeni", intent: "off-topic" },
  { message: "my sista marry man from anoda chiefdom. she still get right pan we family lan or she lose am wen she marry?", intent: "legal-question" },
  { message: "wich way I fit contact lawyer from Kailahun", intent: "contact" },
  {
    message: "Is it legal for the Fula herders to let their cows graze on my cassava farm? They destroyed everything and said the chief allowed them.",
    intent: "legal-question",
  },
  {
    message: "Our father left 4 farms and no will, we are 9 children from 2 mothers. we want someone to help us share it properly before fighting start",
    intent: "area:family",
  },
  { message: "di investor lease say any wahala go arbitration. now wahala don cam. who go handle am?", intent: "area:arbitration" },
  {
    message:
      "I seek assistance in the administration of my late brother's estate, which comprises a cocoa plantation, a dwelling house and livestock. His widow and I wish to proceed properly.",
    intent: "area:family",
  },
  { message: "Can your firm defend a young man charged with possession of cannabis they found on his farm? hearing is next month", intent: "area:criminal" },
  { message: "Landlord fo me farm os wan drive me comot before di harvest, we get tenancy agreement. helep", intent: "area:land" },
  { message: "Am I allowed to fence my farm when the village says the path through it belongs to everybody?", intent: "legal-question" },
  { message: "una get email?", intent: "email" },
  { message: "ok thanks", intent: "thanks" },
  { message: "how I go contact una", intent: "contact" },
  {
    message: "Could you fix a meeting for me with whoever deals with arbitration? It is about our cooperative's dispute with the exporter.",
    intent: "booking",
    also: ["area:arbitration"],
  },
  {
    message:
      "my wife just called me crying they take her to police station in Moyamba, the palm oil buyer said she stole his money. she is there now. I am in Freetown. help",
    intent: "urgent",
  },
  { message: "Can my husband divorce me and keep the farm we both worked on for 15 years? It is in his name only.", intent: "legal-question" },
  { message: "I need help clearing agricultural machinery through customs at the quay. they are not recognising the duty waiver", intent: "area:shipping" },
  {
    message:
      "Good afternoon. My husband was arrested this morning in our village near Kenema after a fight with the cattle owners. The police have him in the cell at the moment and they say they will take him to Bo tomorrow. Please we need a lawyer urgently.",
    intent: "urgent",
  },
  { message: "can a woman own land in the provinces under the new land laws? my uncles say women cannot own land in our chiefdom", intent: "legal-question" },
  { message: "I'd like to invest in a cashew farm back home with two partners in the UK. We need a company set up in Sierra Leone.", intent: "area:business" },
  { message: "Customs seized our rice consignment saying the documents are fake, they're not. please help us", intent: "area:shipping" },
  { message: "who be di lawyer dem na una office", intent: "team" },
  {
    message:
      "Sir, the youths of the neighbouring village have crossed the river with machetes over the boundary dispute. Two of my people are injured. The situation is very tense as we speak.",
    intent: "safety",
  },
  { message: "what areas of law do u cover", intent: "services" },
  { message: "I'm abroad. How can I reach the firm?", intent: "contact" },
  { message: "port people de hold we tractor dem wey we import from China. dem wan too much moni. una de handle port wahala?", intent: "area:shipping" },
  {
    message: "the soldiers at Gbalamuya crossing holding my brother and his truck of palm oil since yesterday. no charge no nothing. please can una help",
    intent: "urgent",
  },
  {
    message:
      "My father passed last year and we need letters of administration for his estate, which includes farmland in Bo district. Is this something your firm can handle?",
    intent: "area:family",
  },
  {
    message: "Our container of cocoa beans is held at Queen Elizabeth II Quay for 3 weeks. Customs say paperwork problem. Need help.",
    intent: "area:shipping",
  },
  { message: "kusheh o", intent: "greeting" },
  { message: "???", intent: "unknown" },
  { message: "Could you tell me the practice areas of the firm? I'm trying to find the right lawyers back home.", intent: "services" },
  {
    message: "what are my rights if the government takes my farm for the new road? will they pay me for the cocoa trees too or only the land?",
    intent: "legal-question",
  },
  {
    message: "bro my guy from Njala dey cell since last night, police say na him thief the school fertilizer. he no do am. how una fit help quick quick",
    intent: "urgent",
  },
  {
    message: "The boundary between my swamp and my neighbour's was marked by a mango tree which has now died. He has moved into my side. Who is right in law?",
    intent: "legal-question",
  },
  {
    message: "I sold my rice harvest to a trader and he only paid half. we did the whole deal on WhatsApp, I have screenshots. help me get my money",
    intent: "area:contract",
  },
  { message: "Good evening sir/ma", intent: "greeting" },
  { message: "Can I email you the survey plan of my land? which address", intent: "email" },
  { message: "I was sacked from the plantation without notice after 7 years and they didn't pay my last 3 months. I want help.", intent: "area:contract" },
  { message: "me an 3 oda women wan open rice business togeda. we need paper fo di business. una de do am?", intent: "area:business" },
  { message: "so...", intent: "unknown" },
  { message: "me granma lan na Port Loko, dem de say na chiefdom lan now. I wan una help we", intent: "area:land" },
  { message: "who's the senior partner", intent: "team" },
  { message: "Pa left a will but my uncles say it is fake and they have taken the cocoa farm. we need a lawyer for the probate", intent: "area:family" },
  { message: "What documents should I carry for the first meeting about my farm land?", intent: "knowledge:What to bring" },
  { message: "I prefer not to go to court with my brother over the farm. can we do mediation with your firm", intent: "area:arbitration" },
  { message: "our cooperative board is fighting over who signs on the bank account. we need help with governance and the rules", intent: "area:business" },
  { message: "my case for wounding is at Port Loko magistrate court. the other man was fighting too. need lawyer to defend me", intent: "area:criminal" },
  { message: "how do I get rid of the rats eating my groundnut in the store", intent: "off-topic" },
  { message: "what services you have", intent: "services" },
  { message: "herders report us to police now they taking 5 of our farmers to station in Falaba, its happening right now. who can we call", intent: "urgent" },
  { message: "una de tek all kain case?", intent: "services" },
  { message: "Hw early u open", intent: "hours" },
  {
    message: "my sista die an she get small pikin. di papa family don tek di pikin go village an nor wan mek we see am. we wan custody",
    intent: "area:family",
  },
  { message: "What's the full address so I can send it to my brother? He'll come down from Bo.", intent: "address" },
  { message: "how much una de charge fo consultation", intent: "knowledge:Fees" },
  { message: "Hello", intent: "greeting" },
  { message: "My wife left for Freetown with our son and I am in the village. I want custody of my boy. Do you handle that?", intent: "area:family" },
  {
    message:
      "The family of my late husband are saying I am a witch and that I killed him to take his land. They have threatened to drag me to the society bush. I am very afraid.",
    intent: "safety",
  },
  { message: "I want to meet a lawyer face to face, not on the phone. Tomorrow at 10 is ok?", intent: "booking" },
  {
    message: "Will I win if I sue the company that bought my cocoa at a low weight? They used their own scale and I think it was cheating.",
    intent: "legal-question",
  },
  { message: "Pls help me write a CV for job at the palm oil company, I want to be supervisor", intent: "off-topic" },
  {
    message: "Can you mediate between our women's rice group and the men's group who took over our swamp? the chief agreed to mediation",
    intent: "area:arbitration",
  },
  { message: "how to vaccinate cattle against anthrax, and where to buy the vaccine in Kabala", intent: "off-topic" },
  { message: "Good morning, can I still come by around 4:45 today, or do you close at 5?", intent: "hours" },
  { message: "what's the best way to get in touch with someone at the firm", intent: "contact" },
  { message: "hw to start poultry farm small small wit 2 million leones", intent: "off-topic" },
  { message: "Is the office open on Sundays after church?", intent: "hours" },
  { message: "eh", intent: "unknown" },
  { message: "somebody build os pan me cassava farm wen I travel. I wan me lan back", intent: "area:land" },
  { message: "how many days to ferment cocoa beans before drying", intent: "off-topic" },
  {
    message:
      "Sorry to disturb, my younger brother was picked up by soldiers near the mining area in Tonkolili while he was going to his farm. They have kept him at their camp since yesterday. Is there anything you can do right now",
    intent: "urgent",
  },
  {
    message: "I want to sit down with a lawyer about my late father's estate. Our whole family can come next Tuesday.",
    intent: "booking",
    also: ["area:family"],
  },
  {
    message:
      "Dear Sir, I wish to schedule a consultation for three members of our cocoa cooperative executive on a date convenient for your chambers in the week of the 14th. Kindly confirm.",
    intent: "booking",
  },
  { message: "dem charge me papa fo cow tiefin. im don comot on bail but di case de go court. we need lawyer", intent: "area:criminal" },
  { message: "are u open on easter monday", intent: "hours" },
  { message: "I gave money to a man to buy fertilizer for me in Guinea and he never delivered. I have the agreement on paper.", intent: "area:contract" },
  { message: "Can I see a lawyer on a Saturday? During the week I'm at the farm.", intent: "booking" },
  {
    message: "dis man wey buy we palm oil an nor pay, wen I go ask am im send boys fo beat me. now dem de find me na di village. I no sabi wetin fo do",
    intent: "safety",
  },
  {
    message:
      "Aunty na me Mariatu, police don carry my man go Lunsar station dis morning say na im pul di boundary stick dem. Im still dey dey. I no get moni for bail, wetin I go do",
    intent: "urgent",
  },
  { message: "how do you kill the weeds in the swamp without killing the rice", intent: "off-topic" },
  {
    message: "Is it lawful for a cooperative to expel a member without a general meeting? They removed me after I asked questions about the accounts.",
    intent: "legal-question",
  },
  { message: "i want to adopt my late friend's boy who has been living with me on the farm since he was 3", intent: "area:family" },
  { message: "Tell me about Ibrahim Jalloh, is he good with bail cases?", intent: "attorney:Ibrahim Jalloh", attorneys: ["Ibrahim Jalloh"] },
  { message: "what's your firm about, like what do you guys actually handle", intent: "services" },
  { message: "My son's trial for arson (they say he set fire to the farm bush) starts at the Bo High Court. Can you defend him?", intent: "area:criminal" },
  {
    message: "pls help am in lunsar police now they holding me since morning about the land i sold. they took my phone this is officer phone",
    intent: "urgent",
  },
  { message: "my cow dey cough an nor de eat. wetin I go gi am", intent: "off-topic" },
  { message: "how much is 100 dollars in leones today", intent: "off-topic" },
  { message: "wey una de?", intent: "address" },
  {
    message:
      "Our contract with the cocoa exporter contains an arbitration clause. A dispute has arisen over grading. We would like your firm to act for us in the arbitral proceedings.",
    intent: "area:arbitration",
  },
  { message: "my husbnd in cell 2 days now they say he steal palm fruit from the company plantation. pls", intent: "urgent" },
  { message: "hw 2 reach u pls", intent: "contact" },
  {
    message: "my husband beat me again because I refused to give him the cocoa money. my eye is swollen. I am in the bush hiding with the baby. what do I do",
    intent: "safety",
  },
  {
    message:
      "My son is in the lock up at Kabala police station. The herders reported that he killed one of their cows. He has been there two nights without food. Please help",
    intent: "urgent",
  },
  {
    message: "I have been charged with fraudulent conversion relating to cocoa proceeds. I was released on police bail last week. I require defence counsel.",
    intent: "area:criminal",
  },
  { message: "ok we go see", intent: "goodbye" },
  { message: "bro some guys don jump my cousin for di farm road, dem wound am bad, dem say dem go come back for di rest of we tonight", intent: "safety" },
  { message: "I want to rent 20 acres for rice for 5 years from a family in Kambia. Can you draft the lease?", intent: "area:land" },
  { message: "I'd like an appointment to talk about leasing my land to an investor for oil palm", intent: "booking", also: ["area:land"] },
  {
    message: "We're a family company growing pineapples and the shareholders (my brothers) don't agree anymore. We need the shareholder agreement redone.",
    intent: "area:business",
  },
  { message: "Kindly state the opening hours of your chambers.", intent: "hours" },
  { message: "I de sell gari to one woman na Freetown, she owe me 4 million since las year. I wan lawyer fo collect di moni", intent: "area:contract" },
  { message: "What legal matters does Kamara Chambers deal with? I wish to know whether you are the right firm for our chiefdom.", intent: "services" },
  {
    message:
      "The cooperative entered into an agreement with an exporter to supply 30 tonnes of dried cocoa. The exporter has breached the terms as to price. We seek your assistance in enforcing the agreement.",
    intent: "area:contract",
  },
  { message: "bye", intent: "goodbye" },
  {
    message: "A foreign vessel damaged our fishing canoes and nets at the wharf and sailed away. It's coming back next week. Can it be detained?",
    intent: "area:shipping",
  },
  { message: "I have to go to the farm now, bye", intent: "goodbye" },
  {
    message: "police don cam take Pa Brima from di village wi nor no usai dem carry am. im na we headman. na di mining company case. abeg una helep",
    intent: "urgent",
  },
  { message: "our company AGM never happens, the MD runs the farm company alone like his own. as a shareholder I want help", intent: "area:business" },
  {
    message:
      "my uncle shipped ginger to the UK and half of it rotted bc the reefer container broke. he wants to go after the shipping line, can your firm handle that?",
    intent: "area:shipping",
  },
  {
    message: "I would like to request a mediation between my chiefdom and the mining company over crop compensation, with a neutral mediator from outside.",
    intent: "area:arbitration",
  },
  { message: "can a stranger (not born in the chiefdom) own land in the provinces? I want to buy 10 acres in Tonkolili for rice", intent: "legal-question" },
  { message: "Limba? Kuranko? which language una de tok", intent: "knowledge:Languages spoken" },
  { message: "Which month is best to plant groundnut in Koinadugu?", intent: "off-topic" },
  { message: "Our farm manager was convicted of theft in Kenema last week. We want to appeal, he is innocent.", intent: "area:criminal" },
  { message: "I'm a farmer. What can a law firm like yours do for people like me?", intent: "services" },
  { message: "i want to sell my 30 bags of dry cocoa. are you buying or do you know a buyer in Kenema?", intent: "off-topic" },
  { message: "price of a bag of rice in Freetown today pls", intent: "off-topic" },
  { message: "I don't even know how to explain this", intent: "unknown" },
  { message: "I bought farmland in Tonkolili and the seller's brothers now say he had no right to sell. Help please", intent: "area:land" },
  {
    message: "I would like to book an appointment with a land lawyer about our family farmland in Moyamba. I can come on Thursday.",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "wan book appointment fo 2moro pls", intent: "booking" },
  { message: "Is there parking near your office? I'll drive the pickup from Bo.", intent: "knowledge:Parking" },
  { message: "My brothers sold part of our family land without telling me because I'm a woman. Can they do that?", intent: "legal-question" },
  { message: "parking dey?", intent: "knowledge:Parking" },
  { message: "How do I make an appointment? I will be in Freetown on Friday only, I come down with the rice lorry.", intent: "booking" },
  { message: "Are you open today? It's Pray Day so I'm not sure", intent: "hours" },
  { message: "di cocoa buyer gi we half moni, e say e go pay di res afta e sell. now e nor de answer phone. 6 mont now", intent: "area:contract" },
  { message: "Good morning", intent: "greeting" },
  { message: "consultation free?", intent: "knowledge:Fees" },
  {
    message: "if the herder refuses to pay for the crops his cows destroyed, can the chiefdom court force him? or must I go to the magistrate",
    intent: "legal-question",
  },
  { message: "pls can you write me a speech for our village land committee about justice and unity, 5 minutes long", intent: "off-topic" },
  {
    message:
      "Kindly advise on the following: our farmers' association leased 50 acres of swamp to an investor for 10 years. He has now sublet part of it to another company without our consent. Is he within his rights under the lease, and may we terminate it?",
    intent: "legal-question",
  },
  {
    message:
      "My 16 yr old son was arrested today in Kailahun. The cocoa buyer accused him of stealing 2 bags. They are keeping him with grown men in the cell. PLEASE HELP",
    intent: "urgent",
  },
  {
    message: "we imported fertilizer from Turkey and the vessel came 6 weeks late, now planting season is passing. we want to go after the charterer",
    intent: "area:shipping",
  },
  { message: "can you review a contract the rice mill people gave me before I sign? its 9 pages", intent: "area:contract" },
  { message: "Do you close for lunch break or are you there all day?", intent: "hours" },
  { message: "Bua", intent: "greeting" },
  {
    message: "I need papers to open a corporate bank account for our agribusiness, the bank asked for company documents we don't have",
    intent: "area:business",
  },
  {
    message: "As a widow, do I have a right to keep my husband's cocoa farm or does it go to his brothers? We were married for 20 years under customary law.",
    intent: "legal-question",
  },
  { message: "what is the best fertilizer for upland rice in Bombali? and how many bags per acre", intent: "off-topic" },
  {
    message:
      "The rice buyer gave us a contract in English which I did not understand and I signed it. Now he says I owe him 30 bags. Is that contract valid if I did not understand it?",
    intent: "legal-question",
  },
  { message: "What is the world price of cocoa per tonne this week", intent: "off-topic" },
  { message: "Tell me about the lawyers, what is each one good at?", intent: "team" },
  { message: "Is it possible to have a consultation by phone? I can't travel from Kailahun, the road is bad in the rains.", intent: "booking" },
  { message: "If I borrowed money from the village osusu and the harvest failed, can they seize my land?", intent: "legal-question" },
  {
    message:
      "the mining company's security men beat my father when he refused to leave his farm and they said they will come back tonight. he is wounded and we are scared",
    intent: "safety",
  },
  {
    message: "We want to settle the dispute between farmers and cattle herders in our chiefdom without going to court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "who is the best agronomist in Sierra Leone?", intent: "off-topic" },
  { message: "The palm oil company fenced part of our family land saying it is in their lease. We want it checked and taken back.", intent: "area:land" },
  { message: "Good morning, i need to reserve a time to consult. Tue or Wed is best for me", intent: "booking" },
  {
    message:
      "the police want to take my mother tonight, they're outside the house in Pujehun now, it's about the land her late husband left. how can we stop this?",
    intent: "urgent",
  },
  { message: "tank u o", intent: "thanks" },
  { message: "which email for consultation requests", intent: "email" },
  { message: "my papa chase me an me mama comot na di os dis nite wit cutlass. we dey na road. nowhere fo go", intent: "safety" },
  {
    message: "Dem hold my uncle for Kenema CID since Wednesday. Dem say im nor go comot till we pay 2 million. Na bout di swamp rice lan. Abeg wetin we fit do",
    intent: "urgent",
  },
  { message: "I want to change my one man farm business into a limited company. Do you do this?", intent: "area:business" },
  {
    message: "Is Mohamed Conteh the one who does land cases? My cousin said he helped him with his farm.",
    intent: "attorney:Mohamed Conteh",
    attorneys: ["Mohamed Conteh"],
  },
  { message: "Please advise the best means of contacting your office.", intent: "contact" },
  { message: "pls i need consultation wit lawyer, wen u free", intent: "booking" },
  { message: "I'm doing a Njala assignment: explain the land tenure system in the provinces of Sierra Leone with references, 1500 words", intent: "off-topic" },
  { message: "when is the next government rice distribution in Kambia", intent: "off-topic" },
  { message: "who are your partners and associates", intent: "team" },
  { message: "give me your phone number i will call when i get credit", intent: "phone" },
  { message: "can I see the team? like who the lawyers are", intent: "team" },
  { message: "una get plenty lawyer or na only one?", intent: "team" },
  { message: "me broda comot na cell yestaday, police say im go court pan Friday bout di lan fight. wi need lawyer fo court", intent: "area:criminal" },
  { message: "lol what's the best app to check weather for farming", intent: "off-topic" },
  { message: "Do you only do big company cases or also for ordinary village people?", intent: "services" },
  { message: "Me an me broda dem wan cam tok to lawyer bout we papa in farm. Which day we fit cam?", intent: "booking" },
  { message: "Please provide an overview of the legal services offered by your chambers.", intent: "services" },
  { message: "can i come in this afternoon?", intent: "booking" },
  { message: "We want a title search before buying 5 acres near Waterloo for a farm. Do you do that?", intent: "area:land" },
  { message: "I need someone to draft an outgrower agreement between our farmers and a processing company", intent: "area:contract" },
  { message: "na urgent!! dem don hold me broda for Koidu police. na bout di cocoa farm wey im wife family de claim. since las nite", intent: "urgent" },
  { message: "Are you open on Saturday? I only come to town on market day", intent: "hours" },
  { message: "Two families in our village want a neutral person to mediate the land quarrel. Can your firm send a mediator?", intent: "area:arbitration" },
  { message: "Our cooperative and the buyer agreed to go to arbitration as the contract says. We need someone to represent us.", intent: "area:arbitration" },
  {
    message:
      "My brother was granted bail yesterday after the fight with the herders. His case is at the Magistrate court in Kabala next month. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "We want to charter a vessel to ship palm kernel to Europe. Need someone to review the charter party.", intent: "area:shipping" },
  {
    message:
      "I'm in the US and just got a call from home. My father (72) was taken by the police in Bo this afternoon over a dispute with his cousins about the family farmland. He's diabetic and I don't know if they'll let him have his medicine. Who can go to the station today?",
    intent: "urgent",
  },
  { message: "I come with a truck of produce, can I leave it somewhere close to the office while I see you?", intent: "knowledge:Parking" },
  {
    message: "I'm sending money from the US to my brother to run a cocoa farm for me. I want a written agreement between us so there's no confusion later.",
    intent: "area:contract",
  },
  { message: "I wan divorce me husband. we marry na village custom way. una fit help me?", intent: "area:family" },
  {
    message:
      "One of the cattle men has been following my daughter on the way to the farm every day and yesterday he grabbed her. she is 14. I am afraid for her.",
    intent: "safety",
  },
  { message: "our farmer group and the NGO disagree about the tractors they gave us. both sides want mediation not court", intent: "area:arbitration" },
  { message: "lawyer dem names pls", intent: "team" },
  { message: "do you sell cassava stems for planting? improved variety", intent: "off-topic" },
  { message: "I have only the chief's letter for the land, no survey plan. What else should I bring to the meeting?", intent: "knowledge:What to bring" },
  { message: "The mining company paid surface rent to the chief but not to the land owning families. Are we entitled to a share?", intent: "legal-question" },
  {
    message: "Can the chief give my family's land to a foreign company without asking us? He says all land belongs to the chiefdom.",
    intent: "legal-question",
  },
  { message: "di family lan wey we granpa lef, me uncle dem de sell am pis by pis. I need lawyer fo stop am", intent: "area:land" },
  { message: "I am coming from Waterloo by poda poda, where exactly is Siaka Stevens Street?", intent: "address" },
];
