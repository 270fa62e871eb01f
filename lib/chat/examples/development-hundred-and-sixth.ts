import type { LabelledMessage } from "./labelled-message";

// Laundries, dry cleaners, washermen and washerwomen; writers: Krio stream washerwoman (grandson voice-types), formal dry-cleaner owner, young delivery boy in SMS shorthand, annoyed middle-class customer, typo-heavy laundry worker in Bo, London diaspora laundromat investor, French-speaking pressing owner from Conakry, elderly Makeni washerman.
export const DEVELOPMENT_HUNDRED_AND_SIXTH: LabelledMessage[] = [
  { message: "gud mornin una", intent: "greeting" },
  {
    message:
      "Abeg help, police don cam tek my washman Abu from di laundry dis morning, dem say one customer suit lost an dem say na him tif am. Dem carry am go Kissy police station. Wetin we go do?",
    intent: "urgent",
  },
  { message: "how do I get red palm oil stain out of a white lace gown without spoiling it", intent: "off-topic" },
  {
    message:
      "I run a small laundry at Wellington. One guest house gave me their bedsheets to wash every week for four months and they have not paid me one cent, over 3 million leones now. They keep saying next week. I need someone to help me collect this money.",
    intent: "area:contract",
  },
  {
    message:
      "The dry cleaner on Pademba Road burnt my husband's suit and now says the ticket says 'not responsible for damage'. Can they really refuse to pay just because of that small writing?",
    intent: "legal-question",
  },
  { message: "u open on satday?", intent: "hours" },
  {
    message:
      "Dear Sir, I have rented a shop at Kissy Road for my dry cleaning business for six years. The landlord has now sold the building and the new owner says I must leave by end of month, though my lease runs until 2026. I wish to engage your firm on this matter.",
    intent: "area:land",
  },
  {
    message:
      "One customer de threaten me say im go beat me wen I comot for di stream today because im gown color run. Im don sen im boys dem wait me near di bridge. I fraid to go home.",
    intent: "safety",
  },
  {
    message: "I'd like to book a consultation with one of your lawyers about a dispute with my laundry supplier. Is Thursday afternoon possible?",
    intent: "booking",
  },
  {
    message:
      "My husband and me we been de run di laundry togeda for 15 years. Now he don marry anoda woman an he say make I lef di os an di business. I wan divorce an I wan my share. Una fit help me?",
    intent: "area:family",
  },
  { message: "wetin na di price for one carton Omo soap for Dove Cot market now", intent: "off-topic" },
  {
    message:
      "They have locked up my daughter at Congo Cross police station since yesterday night. The hotel where she washes sheets says she stole towels. Nobody is telling us anything. Please I need a lawyer now.",
    intent: "urgent",
  },
  {
    message:
      "I ordered 6 industrial washing machines from Turkey for my laundry. The container has been sitting at Queen Elizabeth II Quay for 3 weeks and customs say the papers are not correct. Do you handle this kind of thing?",
    intent: "area:shipping",
  },
  { message: "how many lawyers are in your chambers", intent: "team" },
  {
    message:
      "Mi broda na washman. Police bin arrest am las month den dem grant am bail. Now dem say im go go court next week for tif clothes. We need lawyer for defend am for di trial.",
    intent: "area:criminal",
  },
  { message: "how much una de tek for see lawyer first time? I na jus washerwoman, I no get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "We are three friends who want to open a proper dry cleaning company in Freetown. We need help to register the company and write down who owns what share. Is this something you do?",
    intent: "area:business",
  },
  { message: "pls", intent: "unknown" },
  {
    message: "my boss at the laundry cut 200 thousand from my pay because i burn one customer shirt with iron. does he have the right to do that",
    intent: "legal-question",
  },
  { message: "Can you write me a short poem about the washerwomen at the stream for my daughter's school assignment?", intent: "off-topic" },
  {
    message:
      "My partner and I share a laundromat in Bo and we don't agree on how to divide the profit anymore. We don't want to go to court and spoil our friendship. Can you help us settle it some other way, like with a mediator?",
    intent: "area:arbitration",
  },
  { message: "wetin na una phone number", intent: "phone" },
  { message: "police dey na di laundry now dem de tek all di workers dem put na vehicle. pls cal me back quick", intent: "urgent" },
  { message: "What type of cases does your firm handle? I'm not sure if my issue fits.", intent: "services" },
  {
    message:
      "Wen I tell my madam say make she pay me my 3 months salary for di laundry, her husband slap me and say if I cam back he go kill me. I de hide na my sista os now.",
    intent: "safety",
  },
  {
    message:
      "Di family wey get di lan near di stream wey we de wash since 30 years now say make we all lef, dem wan build. Dem no get papers, na my grandpa dem gi di lan. Abeg una fit help we check who get di lan?",
    intent: "area:land",
  },
  { message: "Bonjour", intent: "greeting" },
  { message: "If a customer leave his clothes with me for over one year and never come back to pay, am I allowed to sell them?", intent: "legal-question" },
  {
    message:
      "I signed contract with a hotel to do all their laundry for 2 years and they cut it after 5 months without any reason. I need a lawyer to look at the contract and see what I can do.",
    intent: "area:contract",
  },
  { message: "best generator for running two washing machines and a dryer?", intent: "off-topic" },
  {
    message: "Abeg I wan make appointment fo tok to lawyer on Monday morning about my laundry shop. How much una de charge?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "What time does your office close in the evening? I only leave the laundry at 4.", intent: "hours" },
  {
    message:
      "Dem don hold my papa na Lumley police since yesterday, say im lose one big man im agbada an dem go mek im pay or rot na cell. Im old man, sick. Abeg",
    intent: "urgent",
  },
  {
    message:
      "My mother was a washerwoman all her life and she saved money and built a small house. She died without a will and now my uncles want to share the house among themselves. Need help with the inheritance.",
    intent: "area:family",
  },
  { message: "email address pls", intent: "email" },
  {
    message:
      "The owner of the dry cleaners where I work has accused me of stealing money from the till and says he reported me to CID. I didn't do it. I haven't been arrested but I want a lawyer ready to defend me.",
    intent: "area:criminal",
  },
  { message: "how much should i charge per shirt for washing and ironing in Makeni", intent: "off-topic" },
  { message: "ok tenki ya", intent: "thanks" },
  {
    message:
      "I sent a barrel of used clothes and detergent from Birmingham to Freetown for my sister's laundry. The shipping company now says the barrel is lost at the port. Can you take up a claim against them?",
    intent: "area:shipping",
  },
  { message: "Una lawyer dem de speak Temne? My mama no sabi English", intent: "knowledge:Languages spoken" },
  {
    message: "Can the city council stop us washing clothes in the stream at Kortright? They say it is illegal now and they will fine us.",
    intent: "legal-question",
  },
  { message: "plz help ther is a crowd at the stream beating a boy they say he tif clothes from the lines, they going to kill him", intent: "safety" },
  { message: "How can I get in touch with your office? All the ways please, I'm in London.", intent: "contact" },
  {
    message:
      "I want to take a bank loan to expand my laundry but the bank wants me to sign some guarantee papers I don't understand. Can your business lawyer go through the loan documents with me?",
    intent: "area:business",
  },
  {
    message:
      "Sir, the police came to my dry cleaning shop on Wilkinson Road this morning and took my manager away with them. A customer claims we lost a diamond ring left in a jacket pocket. He is still at the station.",
    intent: "urgent",
  },
  { message: "Weh una office de? I de cam from Waterloo.", intent: "address" },
  { message: "Is it going to rain tomorrow in Freetown? I want to spread my washing", intent: "off-topic" },
  { message: "una get woman lawyer? I go feel free wit woman", intent: "team" },
  { message: "Can I see a lawyer this week? I want to talk about money a cleaning company owes me.", intent: "booking" },
  {
    message:
      "Our laundry company and a big hotel agreed in the contract to use arbitration if there is a dispute. Now they refuse to pay 40 million. How do we start the arbitration and can you represent us?",
    intent: "area:arbitration",
  },
  { message: "I gave my wedding dress to the cleaners and they lost it. How much can I get from them if I go to court?", intent: "legal-question" },
  { message: "hmm ok so", intent: "unknown" },
  { message: "I was told to ask for Fatmata Kamara. Is she the one for family matters? Tell me a bit about her please.", intent: "attorney:Fatmata Kamara" },
  {
    message: "I want to buy the small shop where my laundry is now. The owner is ready to sell but I want someone to check the title deed before I pay.",
    intent: "area:land",
  },
  { message: "my wife in cell at Bo police since friday night for fight at the laundry, they refuse bail, what do i do pls", intent: "urgent" },
  { message: "where can I find washing machine repairer around Calaba Town", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I am preparing a standard agreement for the customers of my dry cleaning business, stating the limits of liability for lost or damaged items. I would like your firm to draft or review it.",
    intent: "area:contract",
  },
  {
    message:
      "Di laundry owner im pikin dem de threaten me wit cutlass since I sabi say dem de sell customer clothes. Dem don cam mi os two times. I no fit sleep",
    intent: "safety",
  },
  { message: "are you open on Sundays", intent: "hours" },
  { message: "Do you do legal aid or pay small small? I'm a washerman, I cannot pay big money at once.", intent: "knowledge:Fees" },
  { message: "My ex-husband owns three laundries but pays nothing for our two children. I want to take him to court for maintenance.", intent: "area:family" },
  { message: "watin una de do na dis office", intent: "services" },
  {
    message: "pls my son 17 years dem carry am go barracks at Wilberforce, soldier say im tif dem uniform wey we bin wash. Since yesterday we no see am",
    intent: "urgent",
  },
  { message: "how to make starch at home for stiff collars", intent: "off-topic" },
  {
    message:
      "The police say they will charge my aunt with receiving stolen goods because some clothes she washed were stolen. She has a court date. Do you defend this kind of case?",
    intent: "area:criminal",
  },
  { message: "my landlord want to increase the shop rent from 5 million to 12 million in one go. is that allowed by law?", intent: "legal-question" },
  { message: "Do you have WhatsApp? I'd rather send a voice note.", intent: "phone" },
  { message: "I need an appointment with Christiana Thomas please, about my unpaid wages from the laundry.", intent: "booking" },
  {
    message: "Me and my cousin get laundry togeda but now im wan bring investor from Ghana. How we go arrange di shares? We need lawyer for dis.",
    intent: "area:business",
  },
  { message: "I need a job as laundry attendant, do you know anybody hiring", intent: "off-topic" },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message:
      "We chartered a small boat to bring linen and laundry supplies from Conakry, but the boat owner is keeping half the cargo at the quay saying we owe more. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  {
    message: "Police don cam arrest mi madam wey get di dry cleaning. Dem say di chemical dem wey she de use spoil di wata. Dem de carry am go now now. Abeg!",
    intent: "urgent",
  },
  {
    message: "When I come for the meeting, what should I bring? I have the laundry tickets and some photos of the ruined clothes.",
    intent: "knowledge:What to bring",
  },
  {
    message: "J'ai un conflit avec mon associé pour notre pressing à Freetown. Nous voulons une médiation, pas le tribunal. Vous faites ça?",
    intent: "area:arbitration",
  },
  { message: "If I sue the laundry for losing my 2 suits, will I win? I don't have the receipt anymore.", intent: "legal-question" },
  { message: "who are the lawyers working there", intent: "team" },
  {
    message:
      "My husband he drink an beat me every night because he say laundry money no reach. Tonight he break my hand. I'm outside with the children, I no sabi where to go.",
    intent: "safety",
  },
  { message: "Una sabi how for fix iron wey no de hot again?", intent: "off-topic" },
  { message: "What is your email? I want to send the pictures of the damaged clothes.", intent: "email" },
  {
    message: "Mi bin wok na laundry for 4 years, dem sack me wit no notice an no pay mi las 2 month. I wan lawyer for help me get mi moni.",
    intent: "area:contract",
  },
  { message: "Una open tiday afta 2? an weh di office de?", intent: "hours", also: ["address"] },
  { message: "Thanks very much for the info, very helpful.", intent: "thanks" },
  { message: "Boundary wahala. Neighbour build wall inside mi lan weh a de dry clothes. Need lawyer for solve am.", intent: "area:land" },
  {
    message: "They are arresting my brother right now at the stream in front of everyone. Police say he stole jeans from the lines. Please send a lawyer.",
    intent: "urgent",
  },
  { message: "how do I reach you people, phone, whatsapp, any", intent: "contact" },
  { message: "Please list the areas of law your firm covers.", intent: "services" },
  { message: "I washed clothes for a man for 6 months and he never paid. Now he has travelled. Can I still claim from his family?", intent: "legal-question" },
  {
    message:
      "I am a washerwoman and my late husband left a will giving the laundry to his son from the first wife. I think the will was changed after he got sick. I want to challenge it.",
    intent: "area:family",
  },
  { message: "Abeg schedule meeting fo me wit di lawyer weh de handle lan matter, any day next week.", intent: "booking" },
  { message: "Parlez-vous français au cabinet? Mon anglais n'est pas très bon.", intent: "knowledge:Languages spoken" },
  {
    message:
      "I'm in the UK. My mum's laundry worker in Freetown was charged with theft and the trial is coming up. My mum wants to pay for his defence. Do you handle criminal trials?",
    intent: "area:criminal",
  },
  { message: "Is there parking near your office? I'll come with my delivery van.", intent: "knowledge:Parking" },
  { message: "Pls dem lock mi na cell at Kissy since yestday. i use one man fon. customer say mi loss im clothes. Abeg cal mi sista", intent: "urgent" },
  {
    message: "Our dry cleaning chain needs a proper governance structure. We have 5 shareholders and no board. Can you advise and draft the documents?",
    intent: "area:business",
  },
  { message: "Book me for consultation pls, any free time Wed or Thu. Its about my laundry shop rent.", intent: "booking" },
  {
    message: "Some boys from di area say if we no pay dem money every week dem go burn our laundry wit us inside. Dem bin cam wit stick yesterday.",
    intent: "safety",
  },
  {
    message: "Our laundry ordered soap powder from China and it arrived wet and spoiled in the container. We want your firm to handle the cargo claim.",
    intent: "area:shipping",
  },
  { message: "Which street is your office on? Is it near the Cotton Tree?", intent: "address" },
  {
    message: "We got an arbitration award against a hotel that did not pay our laundry bills but they still refuse to pay. Can you enforce it?",
    intent: "area:arbitration",
  },
  { message: "Good afternoon, please what are your opening hours during the week?", intent: "hours" },
  {
    message:
      "I deliver clothes for a laundry in Lumley. My boss promised in writing 800k a month plus transport but for 3 months he pays only half. Can una lawyer help me take action on the agreement?",
    intent: "area:contract",
  },
  {
    message: "Abeg na mi, Isha. Dem bin hold mi boss na Bo police since 2 days, dem say di laundry de tif pipe borne wata. Dem no gri lef am.",
    intent: "urgent",
  },
  { message: "wetin fit remove ink from school uniform", intent: "off-topic" },
  {
    message: "The laundry shrank my expensive kaftan. They offered me 100k but it cost 900k. Am I legally entitled to the full price?",
    intent: "legal-question",
  },
  {
    message: "Mi man say if I go back na di stream for wash im go cut me. Im don tek cutlass from di kitchen. Mi de hide na neighbour os wit mi pikin dem.",
    intent: "safety",
  },
  {
    message:
      "Good day. I want to adopt my late sister's daughter. She has been living with me and helping at my laundry since she was 6. How do I start the adoption?",
    intent: "area:family",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "The council says my laundry shed near the stream is on state land and they will demolish it. I have a lease paper from the chief. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "Please can I make an appointment for next Tuesday at 11? It's about a customer who owes my dry cleaners.", intent: "booking" },
  { message: "Who won the Leone Stars match yesterday? The boys at the laundry are arguing.", intent: "off-topic" },
  {
    message: "I want to register my laundry business officially so that I can get contracts with hotels and NGOs. Can you handle the registration for me?",
    intent: "area:business",
  },
  {
    message: "Police officer dem de na mi door now wit paper, dem say dem de cam for mi husband because of di laundry money. He de inside. Wetin we go do?",
    intent: "urgent",
  },
  { message: "Are your lawyers experienced? How many of them handle cases?", intent: "team" },
  {
    message: "Two laundries in our street are fighting over one contract with the hospital. The chief told us to find mediation. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "Is it legal for the dry cleaner to keep my clothes until I pay for a previous order that I already disputed?", intent: "legal-question" },
  {
    message:
      "I am importing dry cleaning solvent and the ship arrived but the shipping line is refusing to release the bill of lading. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "tnks boss", intent: "thanks" },
  { message: "How do I start a laundry business with small capital? Give me a business plan", intent: "off-topic" },
  { message: "Una get place for park keke near una office?", intent: "knowledge:Parking" },
  {
    message:
      "My son is a washman. He was released on bail but police keep coming to harass him and the trial keeps being postponed. We need a criminal lawyer to take over the case.",
    intent: "area:criminal",
  },
  {
    message:
      "Good evening, my laundry assistant has been detained at Central police since yesterday morning. A customer accuses her of stealing a gold chain from a pocket. They won't let us see her.",
    intent: "urgent",
  },
  { message: "Is Ibrahim Jalloh still at your firm? People at the market say he is very good for criminal cases.", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "Di customer wey im dress spoil don bring im people dem cam di laundry, dem de shout an trow stone now now. We lock we sef inside. Help",
    intent: "safety",
  },
  {
    message:
      "Mi na washwoman, one NGO gi me contract for wash dem uniform, now dem say dem no go pay because one uniform tear. Di contract paper de wit me. Abeg help.",
    intent: "area:contract",
  },
  {
    message: "my late husband bought the laundry machines with his money but they are in my name. can his brothers take them from me?",
    intent: "legal-question",
  },
  { message: "Do you handle cases for small business people like laundry owners?", intent: "services" },
  { message: "Wat time una open mornin? I wan cam before I go stream", intent: "hours" },
  { message: "Can you help me write a CV for a job at a hotel laundry?", intent: "off-topic" },
  {
    message:
      "My husband took our two children to his village after we separated and won't let me see them. I wash clothes for a living but I am their mother. I want custody.",
    intent: "area:family",
  },
  {
    message: "They've taken my uncle from his laundry stall in Makeni to the police station in handcuffs. Sir please what do we do, nobody told us why.",
    intent: "urgent",
  },
  { message: "I wan call una, which number", intent: "phone" },
  {
    message:
      "I am a tenant in a shop where I run a laundry. The landlord wants to renew but wants me to sign a new lease I don't understand. Please review it for me.",
    intent: "area:land",
  },
  { message: "what email do I send documents to", intent: "email" },
  { message: "I'd like to schedule a phone consultation as I'm in Manchester. It's about my mother's laundry business back home.", intent: "booking" },
  {
    message: "Our dry cleaning company has 2 shareholders and one wants to sell his shares to an outsider without asking me. I need a business lawyer on this.",
    intent: "area:business",
  },
  {
    message:
      "I'm scared. The man who owns the laundry next to mine said he will send people to finish me if I keep taking his customers. He came with two boys last night.",
    intent: "safety",
  },
  { message: "how long does it take a wet duvet to dry in harmattan", intent: "off-topic" },
  { message: "What documents do I need to carry when I come? The lease and receipts?", intent: "knowledge:What to bring" },
  { message: "If my worker damages a customer's clothes, am I the one who must pay or the worker?", intent: "legal-question" },
  {
    message:
      "Nous avons un contrat avec un hôtel à Freetown pour le lavage du linge, avec une clause d'arbitrage. L'hôtel ne paie plus. Pouvez-vous nous représenter?",
    intent: "area:arbitration",
  },
  { message: "Na now now police de tek mi sista from di stream, dem say im wash clothes wit chemical wey spoil di wata. Abeg send lawyer.", intent: "urgent" },
  { message: "Pls give me all your contact details, phone, whatsapp, email, I will share with my mother.", intent: "contact" },
  {
    message:
      "A client accused me of fraud because I took a deposit for a big laundry job and my machine broke before I could do it. Now there's a case against me at the magistrate court. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "hi there", intent: "greeting" },
  { message: "Pls recommend good washing machine brand that can use generator power", intent: "off-topic" },
  {
    message:
      "Our container of laundry equipment was damaged when they offloaded it at the Quay. The machines are all dented. We want to make a cargo claim against the shipping line, please handle it for us.",
    intent: "area:shipping",
  },
  { message: "is there a lady lawyer in your team?", intent: "team" },
  {
    message: "I want a simple agreement written for the women who wash with me, so we know how the money is shared and who pays for soap. Can you draft it?",
    intent: "area:contract",
  },
  { message: "sir d police arrest my mama 2day at her laundry shed in Kenema an carry her go station. she get high BP. pls help", intent: "urgent" },
  { message: "Does the landlord have the right to throw out my laundry machines because I owe rent for one month?", intent: "legal-question" },
  { message: "What are your consultation fees?", intent: "knowledge:Fees" },
  {
    message: "I want to make a will so that my laundry business goes to my daughters and not my husband's family. Can you write the will for me?",
    intent: "area:family",
  },
  { message: "I have to go back to work now, goodbye.", intent: "goodbye" },
  { message: "Write a short advert for my laundry for facebook", intent: "off-topic" },
  { message: "help me, people dem de chase me wit stick say I tif clothes from dem line, I hide inside church", intent: "safety" },
  {
    message: "Mi papa lan na Kossoh Town, family dem wan sell am but we de use am for laundry an dry clothes. Di papers no clear. We wan lawyer fo handle.",
    intent: "area:land",
  },
  { message: "Can I come and meet a lawyer tomorrow morning?", intent: "booking" },
  { message: "Are you open on Friday afternoon or do you close early for prayers?", intent: "hours" },
  { message: "?", intent: "unknown" },
  {
    message:
      "Ghana investor want put money inside my laundromat chain in Freetown. He want 40%. Need someone to prepare investment agreement and check regulations.",
    intent: "area:business",
  },
  {
    message: "I'm writing for my friend Mohamed, the police picked him up at the laundry in Aberdeen and he's been in the cell overnight without charge.",
    intent: "urgent",
  },
  { message: "How much is a second hand dryer in Freetown?", intent: "off-topic" },
  { message: "Can I be jailed if I can't pay back the customer for the curtains I lost?", intent: "legal-question" },
  {
    message: "Mi an mi sista dem get laundry togeda, now big confusion. Chief say make we go settle am out of court. Una de do dat kain tin?",
    intent: "area:arbitration",
  },
  { message: "Thank you madam, God bless", intent: "thanks" },
  { message: "Do any of your lawyers speak Mende?", intent: "knowledge:Languages spoken" },
  {
    message: "My cousin who works at the laundry was attacked and she fought back. Now she is charged with wounding. She's home on bail. Who can defend her?",
    intent: "area:criminal",
  },
  { message: "What areas of law do you cover?", intent: "services" },
  {
    message: "My landlord's sons came with machetes to the laundry and said if I don't leave by tonight they will kill me. I'm scared to stay there.",
    intent: "safety",
  },
  { message: "I wan know weh una office de, I go cam Monday", intent: "address" },
  {
    message: "Mon conteneur de machines à laver est bloqué au port de Freetown, la douane demande trop d'argent. Vous pouvez m'aider avec le port?",
    intent: "area:shipping",
  },
  { message: "what time does Big Market close on Saturday", intent: "off-topic" },
  { message: "I want to talk to a lawyer face to face. How do I book?", intent: "booking" },
  { message: "SOS my bro held at the barracks since last nite. soldiers say he lost their officers uniforms at his laundry. pls", intent: "urgent" },
  {
    message:
      "I am a dry cleaner. A wedding planner gave me 40 gowns to clean and has refused to pay 6 million. We had a written agreement. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "I lost a customer's suit and he says he will report me to police. Is losing clothes a crime?", intent: "legal-question" },
  { message: "bye for now", intent: "goodbye" },
  { message: "Do you have an email for consultations?", intent: "email" },
  { message: "I have a meeting with you next week. Should I bring the contract and my ID card?", intent: "knowledge:What to bring" },
  { message: "pls whatsapp number", intent: "phone" },
  { message: "dem don lock mi husband na police since yestdy for di laundry case. i no get moni for bail. wetin i fit do?", intent: "urgent" },
  {
    message:
      "My husband divorced me the traditional way and says the laundry we built belongs only to him. I want a proper divorce in court and my share of the property.",
    intent: "area:family",
  },
  { message: "I'd like to meet Mr. Conteh or any land lawyer on Wednesday about the plot by the stream. Is there a slot?", intent: "booking" },
  {
    message: "Please I want to lease a plot near the stream to build a laundry. I need someone to do a title search to make sure the owner is genuine.",
    intent: "area:land",
  },
  { message: "There is fighting at the stream right now, two groups of washerwomen with sticks, one woman is bleeding. Im scared.", intent: "safety" },
  { message: "Tell me about your team.", intent: "team" },
  {
    message: "I need help restructuring my laundry company. The bank loan has become too heavy and I want to bring in new shareholders.",
    intent: "area:business",
  },
  { message: "wetin na all di way dem for contact una", intent: "contact" },
  {
    message: "The dry cleaner told me items not collected after 30 days will be disposed of. I came after 40 days. Can they do that?",
    intent: "legal-question",
  },
  { message: "una de open morning or afternoon?", intent: "hours" },
  {
    message: "My brother was convicted for stealing clothes from a laundry and we think the trial was unfair. Can you file an appeal?",
    intent: "area:criminal",
  },
  { message: "Mi ex man de follow me from di laundry every day, im say im go trow acid pan mi face. Yesterday im show me di bottle.", intent: "safety" },
  { message: "They've just taken my mother away from the stream in a police van. Please, someone help!", intent: "urgent" },
  { message: "can I leave my car near your building while I'm in the meeting?", intent: "knowledge:Parking" },
  {
    message: "We have an award from an arbitration in Ghana against a Sierra Leone laundry company. We want to enforce it in Freetown.",
    intent: "area:arbitration",
  },
  { message: "pls book me wit lawyer abt my shop rent, I free Monday", intent: "booking" },
  { message: "Apart from land matters, what else do you handle?", intent: "services" },
  { message: "my phone battery no de charge, wetin I go do", intent: "off-topic" },
  {
    message:
      "Di ship wey carry mi laundry machines from Dubai no stop na Freetown, dem carry am go Dakar. Now dem want more money for bring am back. Una get shipping lawyer?",
    intent: "area:shipping",
  },
  { message: "Is it allowed by law for my employer to make me work 12 hours every day at the laundry without overtime pay?", intent: "legal-question" },
  { message: "Hello good afternoon", intent: "greeting" },
  {
    message: "Dem don arrest mi pikin na Waterloo, im jus 15, dem say im tif bedsheet from di line. Dem put am inside cell wit big man dem. Abeg",
    intent: "urgent",
  },
  {
    message:
      "My landlord is refusing to return my 2 years advance rent after he closed the building for renovation. My laundry was in that shop. I need help getting it back.",
    intent: "area:land",
  },
  { message: "How do I wash and iron a gara cloth so the colour doesn't fade?", intent: "off-topic" },
  {
    message: "I am a washerwoman in Kroo Bay. A man has been following me to the stream and says he will rape me if I tell anyone. I'm afraid to go out.",
    intent: "safety",
  },
  {
    message:
      "Please I would like a lawyer to review the employment contract the new laundromat gave me before I sign. There are clauses about paying for damage from my salary.",
    intent: "area:contract",
  },
  { message: "Could you arrange a meeting with a lawyer on Thursday? I'm free after 2pm.", intent: "booking" },
  { message: "wat tym una close 2day", intent: "hours" },
  {
    message: "I need someone to draw up a partnership agreement for my laundry business with my sister before we open the second branch.",
    intent: "area:business",
  },
  {
    message:
      "Please urgent: the police arrested my husband at his laundry this afternoon. They say the washing soap he sells is fake. He's at Eastern police now.",
    intent: "urgent",
  },
  {
    message: "Mi man don die an im family say di laundry an di os na dem own, mi an mi pikin dem no get notin. Im no mek will. Abeg help me.",
    intent: "area:family",
  },
  { message: "how many lawyer dem de una office?", intent: "team" },
  { message: "Wetin I go do, mi washing machine de leak water", intent: "off-topic" },
  {
    message: "A client said I ruined his agbada and posted my laundry name on Facebook calling me a thief. Can I sue him for spoiling my name?",
    intent: "legal-question",
  },
  {
    message:
      "We sent a container of cleaned and pressed uniforms to Liberia and the ship delivered it late and wet. The buyer has now cancelled. Can you bring a claim against the carrier for us?",
    intent: "area:shipping",
  },
  {
    message:
      "Good day. There is a dispute between my laundry cooperative and the hotel association over prices. Both sides agree to arbitration. Can Kamara & Associates act for us?",
    intent: "area:arbitration",
  },
  { message: "Kindly send me your email.", intent: "email" },
  {
    message: "dey don carry mi wife go cid since morning, dem say im burn customer shop wen laundry iron catch fire. we no sabi weh dem tek am",
    intent: "urgent",
  },
  {
    message:
      "Im bin accuse mi say a tif im gold ring from im trouser pocket wey I bin wash. Police don invite mi for statement tomorrow. I need lawyer for go wit me.",
    intent: "area:criminal",
  },
  { message: "Do you charge by the hour or a fixed fee for a small case like a lost clothes claim?", intent: "knowledge:Fees" },
  { message: "give me tips to make my laundry smell nice", intent: "off-topic" },
  { message: "Na di stream now, one man de hold knife an say all of we must comot or im go stab somebody. Di women dem de run.", intent: "safety" },
  { message: "good day, is your firm only for big cases or do you also take small people cases? what do you do", intent: "services" },
  {
    message: "Di stream weh we de wash don dry up because one man build fence an block di wata pass in lan. We wan lawyer fo di boundary wahala.",
    intent: "area:land",
  },
  { message: "Can you tell me about Christiana Thomas? My friend said she helped her with an employer problem.", intent: "attorney:Christiana Thomas" },
  {
    message: "Police don tek mi kompin Sallu from di laundry yard, dem beat am an put am na van. We de folo dem go Lumley station. Pls help quick.",
    intent: "urgent",
  },
  { message: "Can the hotel cancel my laundry contract without notice if the paper says nothing about notice?", intent: "legal-question" },
  { message: "Abeg I wan book appointment wit una fo Friday.", intent: "booking" },
  {
    message: "A supplier sold me 50 bags of detergent and delivered only 20. He took full payment. I want to enforce the supply agreement.",
    intent: "area:contract",
  },
  { message: "How much does it cost to send a washing machine by lorry from Freetown to Kenema?", intent: "off-topic" },
  { message: "Hi, what days are you open?", intent: "hours" },
  {
    message: "Me and my husband run a laundry. He now wants divorce and to take the children to the UK. I want to stop him taking them.",
    intent: "area:family",
  },
  { message: "Una lawyer dem sabi Krio? I no sabi talk English fine", intent: "knowledge:Languages spoken" },
  { message: "Could I have your phone number please", intent: "phone" },
  {
    message:
      "My laundry supplier and I want to form a joint venture company to import and distribute detergents. We need help registering it and setting up the shareholding.",
    intent: "area:business",
  },
  {
    message:
      "My brother is at the police station in Makeni since yesterday because his laundry customer said he stole a phone left in clothes. They want money before they release him.",
    intent: "urgent",
  },
  { message: "what time is the Arsenal match tonight", intent: "off-topic" },
  {
    message:
      "My husband's other wife threw hot water from the laundry boiler on me and says next time it will be acid. I'm at my mother's but she knows where it is.",
    intent: "safety",
  },
  { message: "My boss at the dry cleaner's says if I leave he will keep my last month's salary. Can he do that by law?", intent: "legal-question" },
  {
    message:
      "I need a lawyer to defend my mother in court. She's accused of selling clothes that customers left at her laundry. Trial is in 2 weeks at the Magistrate Court.",
    intent: "area:criminal",
  },
  { message: "Tenki tenki, God bless una", intent: "thanks" },
  { message: "Mi an di man weh mi rent di washing machine from get problem. We no wan court. Una fit bring person for settle we?", intent: "area:arbitration" },
  { message: "Any way I can contact you people from Guinea? Phone, whatsapp or email, whatever works", intent: "contact" },
  {
    message:
      "Customs at QE II Quay seized our washing powder shipment saying it's not registered. I run a laundry and need the powder. Do you handle customs issues?",
    intent: "area:shipping",
  },
  { message: "I de cam", intent: "unknown" },
  { message: "can you tell me how to remove blood stains from bedsheets", intent: "off-topic" },
  { message: "Please come! The police have surrounded our laundry shop and are taking my father and two workers away right now.", intent: "urgent" },
  { message: "We want to buy land at Lakka to build a bigger laundry. Please do the conveyancing and title search for us.", intent: "area:land" },
  { message: "Can I see one of the lawyers on Saturday?", intent: "booking", also: ["hours"] },
  { message: "where exactly is your office? coming from Bo for the first time", intent: "address" },
  {
    message: "The laundry lost my son's school uniforms and they say they'll refund only the washing fee. Do they owe me the cost of the uniforms by law?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, I own a laundry service. A corporate client terminated our service agreement and refuses to pay the last invoice of Le 15,000,000. I seek your assistance in recovering the debt.",
    intent: "area:contract",
  },
  { message: "How many female lawyers does the firm have?", intent: "team" },
  {
    message: "Di laundry owner lock mi inside di store room an say I no go comot until I pay for di dress wey lost. Im de shout an knock mi.",
    intent: "safety",
  },
  { message: "Recipe for bitter leaf stew please, I'll cook for the washing women", intent: "off-topic" },
  { message: "SOS. Police raided the laundry at Goderich and took my auntie. They have her at the station since last night.", intent: "urgent" },
  {
    message: "I am a washerman and my wife's family is preventing me from seeing my son. I want to apply for custody or visiting rights.",
    intent: "area:family",
  },
  { message: "how mch consultation fee pls", intent: "knowledge:Fees" },
  { message: "will anyone be in the office at 8 in the morning?", intent: "hours" },
  { message: "We want to convert our family laundry into a limited company and add my brothers as directors. Can you help?", intent: "area:business" },
  { message: "Hey, good evening!", intent: "greeting" },
  { message: "How much do washerwomen earn per day in Freetown?", intent: "off-topic" },
  { message: "My wife left and took our washing machine which I bought. Does she have a right to it?", intent: "legal-question" },
  {
    message: "The police charged me with assault because I pushed a customer who refused to pay. I'm not in custody. Do you handle that kind of case?",
    intent: "area:criminal",
  },
  { message: "I want to know what services your law firm provides", intent: "services" },
  { message: "abeg mi dadi de na cell since 3 days, dem say im fight customer na im laundry. dem no carry am go court", intent: "urgent" },
  {
    message:
      "The vessel carrying my laundry equipment ran aground. The charterer says it's force majeure. I need a shipping lawyer to look at the charter party.",
    intent: "area:shipping",
  },
  { message: "is there a carpark at your office", intent: "knowledge:Parking" },
  { message: "Wetin na una WhatsApp, I wan send voice", intent: "phone" },
  { message: "Mi get one shop na Dove Cot weh I rent to one dry cleaner. Im no pay rent for 8 month. I wan evict am.", intent: "area:land" },
  { message: "I'd like to arrange a meeting to discuss a claim against a laundry.", intent: "booking" },
  {
    message: "How does arbitration work for a business dispute? My dry cleaning partner and I want to avoid court. Can you arrange it?",
    intent: "area:arbitration",
  },
  { message: "How to fix dryer that makes loud noise", intent: "off-topic" },
  {
    message: "Please my sister is being beaten by her husband right now in the laundry, he says she stole his money. I can hear her screaming.",
    intent: "safety",
  },
  { message: "Can the police arrest me for washing in the stream if the council says no?", intent: "legal-question" },
  { message: "I need your email to send a complaint letter", intent: "email" },
  { message: "plz i need", intent: "unknown" },
  {
    message: "I work at a hotel laundry. They moved me to night shift and reduced my pay without asking. I want a lawyer to deal with my employer.",
    intent: "area:contract",
  },
  {
    message: "Mi broda don de na police since Sunday. Dem say im tif di clothes wey im de wash for one NGO. Dem no gri mek we see am. Abeg help we.",
    intent: "urgent",
  },
  { message: "OK I'll call later. Bye.", intent: "goodbye" },
  {
    message: "My mother left a will giving her laundry to all 4 of us children but my eldest brother is refusing to share. We need help with probate.",
    intent: "area:family",
  },
  { message: "what's the best soap for washing by hand in cold stream water", intent: "off-topic" },
  { message: "how can I contact your firm?", intent: "contact" },
  { message: "Who works at your firm? I'd like to know the lawyers' names.", intent: "team" },
  { message: "Wetin I go bring wen I cam see lawyer? I get di laundry receipt.", intent: "knowledge:What to bring" },
  { message: "Are you open during lunch hour?", intent: "hours" },
  {
    message: "Our laundry company is having a problem with the bank, they froze our account. Can your business lawyer help us with this?",
    intent: "area:business",
  },
  { message: "Pls hurry, police wan tek mi mama now now from her laundry in Bo, dem de push am inside vehicle.", intent: "urgent" },
  { message: "If the dry cleaning chemicals made me sick at work, can I claim compensation from my employer?", intent: "legal-question" },
  {
    message: "I want a lawyer to handle a human rights complaint. Police beat me last month when they arrested me over missing laundry. I was released later.",
    intent: "area:criminal",
  },
  { message: "Mi boss don tek mi ID card an say if I comot im laundry im go send people fo beat me. Im don slap me before. I fraid.", intent: "safety" },
  { message: "Book me for consultation next week please, any lawyer.", intent: "booking" },
  {
    message:
      "Mi laundry machines dem from China don reach port since two months but di clearing agent no pay duty. Now dem say I go pay demurrage. I need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Do you speak French? I'm from Conakry, I own a pressing here.", intent: "knowledge:Languages spoken" },
  { message: "I wan si lawyer abeg, fo tok bout di people dem wey forge paper for mi laundry plot. When una get time?", intent: "booking" },
  { message: "what is your exact address?", intent: "address" },
  { message: "We are in mediation with the hotel over a laundry debt but it is not working. Can your arbitration lawyer join us?", intent: "area:arbitration" },
  { message: "Una de handle case for laundry people? Wetin una de du generally?", intent: "services" },
  { message: "Thanks a lot, I'll pass this to my mum.", intent: "thanks" },
  { message: "Tank yu fo di ansa", intent: "thanks" },
  {
    message: "Dem don sen summons for mi fo go court for breach of peace because I quarrel wit customer na di laundry. I wan lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Na mi wife de na Kingtom police cell since Saturday, dem say im wash clothes wit soap wey burn customer skin. Dem want 2 million for release am.",
    intent: "urgent",
  },
  { message: "Wetin na di best time for spread clothes na rainy season so dem no smell", intent: "off-topic" },
  {
    message: "The council has told all washerwomen at the Congo Town stream to pay a daily fee. Is that legal? We have been washing there for free for years.",
    intent: "legal-question",
  },
  { message: "Hello, are you open on Easter Monday?", intent: "hours" },
  { message: "I'm a washerwoman. My daughter's father refuses to support her school fees. I want to file for maintenance.", intent: "area:family" },
  { message: "One customer cam tell me say im go kill me if I no pay for im lost suit by tonight. He show me gun. Im say im de cam back.", intent: "safety" },
  { message: "Could I get an appointment at 10am on Wednesday? Regarding a dispute with my landlord over the laundry shop.", intent: "booking" },
  { message: "I want to lease my compound to a laundry company for 10 years. I need someone to draft the lease properly.", intent: "area:land" },
  { message: "How many kilos of clothes can a 7kg washing machine really take", intent: "off-topic" },
  {
    message: "urgent pls, police come wit warrant to our dry cleaners on Siaka Stevens st and they are taking my boss now. dem no talk why.",
    intent: "urgent",
  },
  {
    message: "I need a claim handled against the shipping company that lost two pallets of fabric softener for my laundry in transit from Antwerp.",
    intent: "area:shipping",
  },
  { message: "Do you have many lawyers or just one?", intent: "team" },
  {
    message: "Di hotel wey I de wash fo, dem want mek I sign new contract wey say if any towel lost I go pay double. Abeg lawyer check am fo me before I sign.",
    intent: "area:contract",
  },
  { message: "good morning sir", intent: "greeting" },
  { message: "I am a washman. If a customer refuses to pay and I keep his clothes, can he have me arrested for that?", intent: "legal-question" },
  {
    message: "I'd like to register a cooperative for the women who wash at the stream so we can open a bank account. Do you do that?",
    intent: "area:business",
  },
  { message: "parking de near una office? mi go drive cam", intent: "knowledge:Parking" },
  {
    message: "We signed a mediation agreement with our former laundry partner but he is not following it. We want to go to arbitration now. Can you help?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dem don hold mi aunty na Kenema police station since Friday, im na washwoman, dem say im gi wrong clothes to customer an customer say na tif. im sick an dem no gi am food",
    intent: "urgent",
  },
  { message: "Who is the best tailor in Freetown to fix a torn lace gown?", intent: "off-topic" },
  { message: "I'm hiding in the laundry storeroom. My ex is outside with a knife shouting that he'll kill me. Please what do I do?", intent: "safety" },
  { message: "How do I get to your office from Lumley by poda poda?", intent: "address" },
  { message: "My dry cleaner went out of business with my 3 suits inside. Can I take the shop's equipment as compensation?", intent: "legal-question" },
  { message: "My husband wants to marry a second wife and use our laundry money to do it. I want divorce and to keep the business.", intent: "area:family" },
  { message: "how do i remove rust stains from white shirts", intent: "off-topic" },
  {
    message: "Mi pikin wey de wok na laundry, police bin cam tek am since yestday mornin, dem say customer phone lost. Im na 16 year. Dem no allow mi see am.",
    intent: "urgent",
  },
  { message: "Hello. Which kind of cases una de tek?", intent: "services" },
  { message: "My uncle sold the family land where we run the laundry without asking anyone. We want to stop the sale.", intent: "area:land" },
  { message: "number for call una pls", intent: "phone" },
  { message: "Is Mohamed Conteh the land lawyer? What is his experience?", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "We have laundry machines at the Quay and the port authority is charging storage fees because of a customs delay that was not our fault. Can your firm challenge this?",
    intent: "area:shipping",
  },
  { message: "I want to come in for a consultation next week. Please let me know available times.", intent: "booking" },
  { message: "any tips to iron 80 shirts faster? my hand de pain", intent: "off-topic" },
  { message: "The laundry owner never gave me any written contract. After 3 years can he sack me without paying anything?", intent: "legal-question" },
  {
    message:
      "Mi na laundry owner. Di man weh gi mi im 20 curtains fo wash don refuse pay, im say im no sign anything. We bin agree by mouth. I wan lawyer fo collect mi money.",
    intent: "area:contract",
  },
  {
    message:
      "The women at the stream say if I come back they'll beat me because I'm taking their customers. Yesterday they tore my clothes and pushed me into the water.",
    intent: "safety",
  },
  {
    message:
      "My cousin was picked up by police at the laundry yesterday and is still being held at Congo Cross. They haven't charged him. Can a lawyer go there today?",
    intent: "urgent",
  },
  { message: "Abeg wetin I for carry cam di meeting? I no get paper, na only photo dem I get.", intent: "knowledge:What to bring" },
  {
    message:
      "Our dry cleaning business wants to open a new branch in Kenema with a Lebanese partner putting in money. We need investment documents and company advice.",
    intent: "area:business",
  },
  { message: "u guyz open till wat time on friday", intent: "hours" },
  {
    message: "We got an arbitration award against the hotel for unpaid laundry but they want to challenge it in court. We need a lawyer to defend the award.",
    intent: "area:arbitration",
  },
  { message: "pls how much to fix the motor of a washing machine", intent: "off-topic" },
  { message: "What are your contact details?", intent: "contact" },
  {
    message: "I am a widow and my late husband's family want me to marry his brother or leave the laundry he left me. I need a lawyer.",
    intent: "area:family",
  },
  { message: "Abeg una, police dem de na di stream now de arrest all di washerwomen, dem don tek mi mama an mi aunty.", intent: "urgent" },
  { message: "Hello una, how una de?", intent: "greeting" },
  {
    message: "My landlord locked the shop with my customers' clothes inside because of rent. Who is responsible if the clothes get spoiled?",
    intent: "legal-question",
  },
  {
    message:
      "My washerman was falsely accused of stealing a necklace and the police keep threatening to arrest him. We want a lawyer to defend him before anything happens.",
    intent: "area:criminal",
  },
  { message: "Alright, goodbye.", intent: "goodbye" },
  { message: "do you have email", intent: "email" },
  { message: "can you translate this laundry price list into French for me", intent: "off-topic" },
  { message: "Please, my laundry is being attacked by a crowd. They say we lost a politician's clothes. They're breaking the windows.", intent: "safety" },
  { message: "Is your team big? I want to know how many lawyers I could choose from.", intent: "team" },
  {
    message:
      "My container of washing machines is stuck because the shipping line issued two bills of lading to two different people. I need legal help to get my cargo.",
    intent: "area:shipping",
  },
  { message: "I want to meet a lawyer about my late mother's laundry business. When can I come?", intent: "booking" },
  {
    message: "I want to take my employer to task. I worked at the dry cleaners 5 years and they refuse to pay my end of service benefits.",
    intent: "area:contract",
  },
  { message: "Pls my husband don tek by police frm our laundry now now, dem sey na im burn di market. Dem de beat am.", intent: "urgent" },
  { message: "Una de speak Limba or Temne na di office?", intent: "knowledge:Languages spoken" },
  { message: "Abeg help me check if di lan weh I wan buy fo mi laundry get correct title. Di man say im get survey plan.", intent: "area:land" },
  { message: "where can I find a basketball court near Brookfields for the laundry boys to play on Sunday?", intent: "off-topic" },
  { message: "My employer wants me to sign a paper saying I'll pay for every lost item. If I refuse can he fire me?", intent: "legal-question" },
  { message: "Tank you sir, una don help me well well", intent: "thanks" },
  { message: "I want to shut down my laundry company properly because my partner died. What do I need and can you handle it?", intent: "area:business" },
  {
    message: "He said he will burn my house because I reported him for not paying for the washing. He's walking around my street with petrol.",
    intent: "safety",
  },
  { message: "Dispute wit di laundry equipment supplier from Guinea. Contract say we go arbitrate. Una fit represent we?", intent: "area:arbitration" },
  { message: "Sir, my employee at the laundry was beaten and taken by police last night, he's still in the cell and bleeding.", intent: "urgent" },
  { message: "Whats your phone number? I'll call in the afternoon.", intent: "phone" },
  { message: "Pls I want to make my will now. I get laundry, house, an 5 pikin. I wan share am fine before I die.", intent: "area:family" },
  { message: "Can I come to the office on Saturday morning or are you closed?", intent: "hours" },
  { message: "Give me a name for my new laundry shop", intent: "off-topic" },
  { message: "Helo, anybody de dia?", intent: "greeting" },
  { message: "Can your firm help with all kinds of legal issues or just some? I run a laundry.", intent: "services" },
  { message: "I was convicted last year after a fight at the laundry and served my time, but I want to appeal to clear my name.", intent: "area:criminal" },
  { message: "How much will it cost me to sue a dry cleaner?", intent: "knowledge:Fees" },
  { message: "I'd like an appointment on Monday to discuss my employment problem at the laundry.", intent: "booking" },
  { message: "Dem say if washerwoman no register business dem go jail am. Na true?", intent: "legal-question" },
  {
    message:
      "The cleaning company subcontracted laundry work to me and now refuses to pay, saying the hospital didn't pay them. I want to enforce our agreement.",
    intent: "area:contract",
  },
  { message: "Please, the police just came to my laundry and took my son. They said something about stolen goods. He's only 19. Help!", intent: "urgent" },
  { message: "Do you have parking for visitors?", intent: "knowledge:Parking" },
  { message: "Shop rent wahala: mi landlady don padlock mi laundry shop say I no pay rent. I pay am. I wan lawyer.", intent: "area:land" },
  { message: "Tell me some history of the washerwomen of Freetown for my school project", intent: "off-topic" },
  {
    message:
      "Mi broda ship barrel wit clothes an iron from US for mi laundry. Di shipping company say di barrel clear but I no see am. Una go help me claim am?",
    intent: "area:shipping",
  },
  { message: "Mi boss de force me sleep wit am or im go sack me an beat me. Im don touch me by force na di laundry. I fraid fo go back.", intent: "safety" },
  { message: "how many partners does the firm have?", intent: "team" },
  { message: "what time una de open on weekdays", intent: "hours" },
  { message: "ehn", intent: "unknown" },
  {
    message: "I'm in the US and want to invest in my brother's dry cleaning company in Freetown. I need a business lawyer to check the company and the shares.",
    intent: "area:business",
  },
  { message: "If I break the lease for my laundry shop early, do I lose my advance rent?", intent: "legal-question" },
  { message: "Where your office located?", intent: "address" },
  { message: "Mi sista de na Bo police since 2 nights. Customer say im spoil im gown an call police. Pls!!", intent: "urgent" },
  { message: "What should I bring to the consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "We want to put a proper arbitration clause in our laundry service contracts with hotels so future disputes don't go to court. Can your arbitration team help?",
    intent: "area:arbitration",
  },
  { message: "How can my family reach you from America?", intent: "contact" },
  { message: "What services does Kamara & Associates offer people like me?", intent: "services" },
  { message: "I'm done for now. Goodbye and God bless.", intent: "goodbye" },
  {
    message:
      "My washerwoman was charged after a fight at the stream. The case is in court in Bo next month and she's out on bail. I want to pay a lawyer to defend her.",
    intent: "area:criminal",
  },
  { message: "Please schedule me to talk to a lawyer about a family matter. I work at a laundry so only after 4pm.", intent: "booking" },
  { message: "Pls book me fo see lawyer Tuesday morning, na bout di hotel wey owe mi laundry.", intent: "booking" },
];
