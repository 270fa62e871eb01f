import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Betting shops, lotteries and gambling debts; writers: ageing Lumley shop owner, young Wellington bettor (SMS), Kissy gambler's wife (Krio), retired-teacher mother (formal), Bo cashier (typos), Makeni moneylender, London landlord of a betting shop, Kenema lottery agent (voice typing)
export const SIXTY_FIRST_TEST_SET: LabelledMessage[] = [
  { message: "gud mornin o", intent: "greeting" },
  {
    message:
      "Mi man don sell all we tin dem for play bet. Fridge, TV, even mi wedding ring. Five years now e de promise say e go stop. I don tire, I wan divorce am an keep mi two pikin dem. Una de handle dis kind case?",
    intent: "area:family",
  },
  {
    message: "police just take my brother from the betting shop at Calaba Town, dem say na him tif the cash box. dem carry am go station now now pls help",
    intent: "urgent",
  },
  { message: "who go win Barca vs Madrid tonight? I wan put 50k for correct score", intent: "off-topic" },
  {
    message: "If my husband borrowed from a money lender to gamble and then he dies, can the lender come and take the house from me and the children?",
    intent: "legal-question",
  },
  { message: "una de open Saturday? I close from the shop late on weekdays", intent: "hours" },
  {
    message:
      "I am the owner of a two storey building at Lumley. The ground floor I rented to a betting company for 3 years but they have stopped paying since March and they changed the locks. I need a lawyer to deal with this lease matter.",
    intent: "area:land",
  },
  {
    message: "the loan man and 3 boys dem de outside mi door wit stick dem say if I nor pay today dem go wound me. I de hide na back room. wetin I go do",
    intent: "safety",
  },
  { message: "Pls I wan book appointment to see lawyer this week about my gambling debt wahala", intent: "booking" },
  {
    message:
      "They have locked up my son at Kissy police since yesterday night. The betting shop owner said he forged a winning ticket. He is only 19. Please somebody call me.",
    intent: "urgent",
  },
  {
    message:
      "I work as cashier for one betting shop in Bo for 2 yeras, no contract paper, now dem sack me say shortage of 300k and dem nor pay me last 3 month salary. I need lawyer for dis",
    intent: "area:contract",
  },
  { message: "Wetin be the lotto numbers wey go play dis Saturday? abeg gi me 5 sure numbers", intent: "off-topic" },
  { message: "wats ur whatsapp numba", intent: "phone" },
  {
    message:
      "My case is in the magistrate court next week. They charged me with obtaining money by false pretence because a customer said I sold him a fake fixed match. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Is it true that a gambling debt cannot be collected in court? The man I owe says he will sue me for 4 million.", intent: "legal-question" },
  { message: "how much una de take for consultation? I nor get plenty money, na betting finish me", intent: "knowledge:Fees" },
  {
    message:
      "Good afternoon. Me and two partners want to open a sports betting company in Freetown with three shops. We need help to register the company and sort out the licence papers. Do you do this?",
    intent: "area:business",
  },
  { message: "soja dem hold my husband na barracks since morning becos e owe one officer money from bet. dem nor gree make we see am", intent: "urgent" },
  { message: "how many lawyers una get for dat office?", intent: "team" },
  {
    message:
      "My husband lost his pay at the betting shop again and when I asked him he beat me and said he will kill me tonight. I am at my neighbour house now. I am afraid to go back.",
    intent: "safety",
  },
  { message: "how do I download the betting app on itel phone, it keep saying error", intent: "off-topic" },
  {
    message:
      "We imported 40 betting terminals and TV screens for our shops. The container has been held at Queen Elizabeth II Quay for 3 weeks and customs say the papers are not complete. Can your firm help clear it?",
    intent: "area:shipping",
  },
  { message: "where exactly is your office? I will be coming from Waterloo", intent: "address" },
  {
    message:
      "My partner and I run a betting shop at Goderich together and now we are fighting over the profit. We don't want to go to court, we just want somebody to settle it between us. Can una help?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir/Madam, I would like to request an appointment with one of your lawyers concerning my son's debts to money lenders. Kindly let me know the earliest available date. Yours faithfully, Mrs H. Cole",
    intent: "booking",
  },
  { message: "pls police dey inside my shop now dem wan carry me go say I de run illegal lotto. wetin I go do", intent: "urgent" },
  {
    message: "My brother collected my winning ticket and cashed 2.5 million for himself. Is the money not mine by law? Can I force him to give it back?",
    intent: "legal-question",
  },
  { message: "wat kind of case una de take? all kind?", intent: "services" },
  { message: "Tenki ya, God bless", intent: "thanks" },
  {
    message:
      "Good day. My late husband left a house and some land for our children but his brother, who is a big gambler, has collected the documents and wants to share it. I need help with the inheritance and letters of administration.",
    intent: "area:family",
  },
  { message: "abeg wetin be the odds for Chelsea tomorrow", intent: "off-topic" },
  { message: "does any of the lawyers speak Mende? my mother does not understand English well", intent: "knowledge:Languages spoken" },
  { message: "dem don arrest me papa na Bo central police, dem say e owe lotto company money. since 2 days dem nor release am", intent: "urgent" },
  {
    message:
      "My son pledged our family land at Waterloo to a money lender for his betting debts without telling anybody. Now the lender is bringing surveyors. I need a lawyer for the land.",
    intent: "area:land",
  },
  { message: "Send me your email address please, I want to send the documents", intent: "email" },
  { message: "the people i owe from football bet said dem go come burn my shop tonight, dem send voice note. I fraid for my life", intent: "safety" },
  { message: "How can I contact your office? phone, email, anything. I am in London", intent: "contact" },
  {
    message:
      "I am a money lender in Makeni. I want a proper loan agreement drafted so when people borrow they sign and I can enforce it. Can your lawyers draw one up?",
    intent: "area:contract",
  },
  { message: "Is it legal for a betting shop to allow a 16 year old boy to play? My son has been playing there every day.", intent: "legal-question" },
  { message: "Which betting company pays fastest in Sierra Leone?", intent: "off-topic" },
  { message: "wat time una close on friday", intent: "hours" },
  {
    message:
      "I was accused of stealing from the lottery kiosk where I work. Police granted me bail last week but the case is going to court. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "can I see a lawyer tomorrow morning? i wan talk bout di money wey my husband owe", intent: "booking" },
  { message: "Is Lawyer Ibrahim Jalloh still with una? my friend say he helped him plenty", intent: "attorney:Ibrahim Jalloh" },
  { message: "Bra pls d police dem hold me bro na Congo Cross station rite now dem say him sign fake cheque for bet man. help", intent: "urgent" },
  {
    message:
      "We have a lottery agency with 12 sales points. The shareholders are quarrelling about who controls the bank account and the board. We need a company lawyer.",
    intent: "area:business",
  },
  { message: "ok bye", intent: "goodbye" },
  { message: "is it going to rain in Freetown on Sunday, we want to watch the match outside the shop", intent: "off-topic" },
  {
    message:
      "Our lottery tickets are printed in Ghana and shipped to Freetown. The last shipment arrived wet and damaged and the shipping line refuses responsibility. We want to claim for the cargo.",
    intent: "area:shipping",
  },
  { message: "If I sign as guarantor for my friend's loan and he runs away, does the lender have the right to take my car?", intent: "legal-question" },
  { message: "They are beating the cashier girl at the shop right now, the crowd says she hid the jackpot money. Please what can we do?", intent: "safety" },
  { message: "una get woman lawyer? I nor wan talk dis family matter to man", intent: "team" },
  {
    message:
      "We got an arbitration award against the lottery franchise company last year, 180 million, but they refuse to pay. We need help to enforce the award.",
    intent: "area:arbitration",
  },
  { message: "Is there parking near your office? I'll drive my jeep", intent: "knowledge:Parking" },
  {
    message: "My wife, she is a cashier, was taken by CID from the shop this afternoon with all the slips. We don't know where they carried her. Please help.",
    intent: "urgent",
  },
  {
    message: "Mi pikin papa nor de gi money for school fees again, all e money de go betting shop. I wan take am court for maintenance for di pikin dem",
    intent: "area:family",
  },
  { message: "can u write me a small poem for my girl, i wan send am on whatsapp", intent: "off-topic" },
  { message: "I'd like to make an appointment next Tuesday around 11am for a consultation.", intent: "booking" },
  { message: "Hello there", intent: "greeting" },
  {
    message:
      "My father's compound at Kenema has a boundary quarrel. The neighbour built a lottery kiosk half on our land and says his paper covers it. We want a land lawyer.",
    intent: "area:land",
  },
  { message: "pls gi me una phone number, I wan call", intent: "phone" },
  {
    message:
      "The betting shop refused to pay my 1.2 million win saying the match was cancelled, but their rules say otherwise. Can they refuse like that? will I win if I go court?",
    intent: "legal-question",
  },
  {
    message:
      "Hi, we are buying 60 flat screen TVs and decoders for our betting shops from a supplier in Lebanon. Before we pay the deposit we want a lawyer to review the supply agreement.",
    intent: "area:contract",
  },
  { message: "Which areas of law does your firm practise in?", intent: "services" },
  { message: "police don hold mi husband since yesterday for Lumley, dem say e beat di bet shop owner. dem nor gree gi am bail", intent: "urgent" },
  {
    message:
      "my son owes money to some area boys from betting, dem come our house last night with cutlass and say next time dem go kill am. we de fraid to sleep",
    intent: "safety",
  },
  {
    message:
      "Police invited me to come to the station on Monday, they say the shop where I was supervisor lost 20 million. I have not been arrested but I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Wetin be di price of bag of rice now for Freetown", intent: "off-topic" },
  { message: "are you open on public holidays?", intent: "hours" },
  { message: "Wetin I for carry come when I de come for di meeting? I get di loan paper and some receipt dem", intent: "knowledge:What to bring" },
  { message: "I want to register a small lotto business as a sole proprietor. What is the process? Do you do business registration?", intent: "area:business" },
  { message: "wat is ur mail adres", intent: "email" },
  {
    message:
      "We chartered a vessel to bring containers of gaming machines from China and the ship owner is now demanding extra demurrage. Need help with the charter party dispute.",
    intent: "area:shipping",
  },
  { message: "Can my wife take the children from me just because I play bet? She says the court will give her everything.", intent: "legal-question" },
  { message: "Abeg I wan make appointment wit una lawyer, which day free?", intent: "booking" },
  { message: "mi boy pikin dem lock am up na Waterloo police station since Friday, dem say e tif phone for bet shop. abeg una go help am", intent: "urgent" },
  { message: "Thank you very much for the information.", intent: "thanks" },
  {
    message:
      "The owner of the building where I run my betting shop and I disagree about the rent increase. The lease says disputes go to arbitration. Can your firm represent me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "mi phone nor de charge again, wetin I go do?", intent: "off-topic" },
  { message: "Who are the lawyers in your chambers?", intent: "team" },
  {
    message:
      "My son is addicted to gambling and I want to make a will so that what I leave goes to my grandchildren and not into his betting. Can you help me prepare a will?",
    intent: "area:family",
  },
  { message: "Do you accept payment in instalments? I am a pensioner.", intent: "knowledge:Fees" },
  {
    message: "My husband's creditors came and slapped me in the market, they said they will take my daughter if he doesn't pay. I am very frightened.",
    intent: "safety",
  },
  { message: "what r all d ways to reach una?", intent: "contact" },
  { message: "I want to buy a small plot at Hastings to build a betting shop I need a title search before I pay the seller", intent: "area:land" },
  { message: "ticket", intent: "unknown" },
  {
    message:
      "Officers came to our house this morning and took my husband in handcuffs because of the gambling debt case. We don't know where they have taken him.",
    intent: "urgent",
  },
  {
    message: "Di lotto company wey I de work as agent don terminate mi agent contract without notice and dem hold mi commission. I wan lawyer for dis",
    intent: "area:contract",
  },
  {
    message: "My landlord says he can throw me out because I opened a betting shop in the space, he says the lease only allows retail. Is he right?",
    intent: "legal-question",
  },
  { message: "What services do you offer? I'm looking for a firm for a few different things.", intent: "services" },
  {
    message:
      "My nephew has been convicted of fraud involving betting coupons and sentenced to 3 years. The family wants to appeal. Does your firm handle criminal appeals?",
    intent: "area:criminal",
  },
  { message: "wetin be best strategy for win accumulator bet", intent: "off-topic" },
  { message: "una office de na which side? near wetin?", intent: "address" },
  { message: "Good evening, I want to talk with a lawyer in person about my debts. How can I book?", intent: "booking" },
  { message: "Office hours pls, an wey una de?", intent: "hours", also: ["address"] },
  {
    message:
      "I am in the US and want to invest in a betting shop business in Sierra Leone with a local partner. I need a lawyer for the investment and shareholding side.",
    intent: "area:business",
  },
  { message: "Parlez-vous français? I am from Conakry, my English is small", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our shipment of scratch cards was seized at the port and the clearing agent disappeared with the money. We need a shipping lawyer to help us get the goods out.",
    intent: "area:shipping",
  },
  {
    message:
      "We want mediation between my family and the money lender before things get worse. He agrees to sit down if there is a neutral lawyer. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "Alright, I go call una later. Bye bye", intent: "goodbye" },
  { message: "Hiii good afternoon", intent: "greeting" },
  { message: "Dem don carry mi daughter go Kissy police, di shop owner say she tek money from di till. she de cry for phone. abeg una come", intent: "urgent" },
  {
    message:
      "I bought land at Regent from a man who told me it was his. Now his family says he sold it to pay his betting debts and he had no right. I need a lawyer to check the title and protect my purchase.",
    intent: "area:land",
  },
  { message: "wich team get best form for premier league dis season? i wan bet 10 games", intent: "off-topic" },
  {
    message:
      "Please help, my husband came home drunk after losing at the bet shop and he is breaking everything and hitting the children. I locked myself in the bathroom.",
    intent: "safety",
  },
  {
    message: "Can the police lock someone up just because he owes money from gambling? My brother's lender keeps saying he will get him arrested.",
    intent: "legal-question",
  },
  {
    message:
      "Good morning, I am charged with running an unlicensed lottery in Kenema. The matter comes up at the magistrate court on the 14th. I need a lawyer to stand for me.",
    intent: "area:criminal",
  },
  { message: "I wan book consultation pls. Wednesday good for me", intent: "booking" },
  {
    message: "We are opening 5 betting shops and need employment contracts for our cashiers and supervisors, including rules on shortages. Can you draft them?",
    intent: "area:contract",
  },
  {
    message:
      "They have just picked my husband from the betting shop near Eastern Police, four men in uniform, they put him in a vehicle. Nobody told us why. Please what should we do?",
    intent: "urgent",
  },
  { message: "what time does the office opened in the mourning", intent: "hours" },
  {
    message:
      "My husband and I are separated because of his gambling. He wants to take our 6 year old to live with him and his new woman. I want custody of my child. Please can you help me?",
    intent: "area:family",
  },
  { message: "how much is a ticket for the national lottery now", intent: "off-topic" },
  { message: "wey I go park mi keke if I come una office?", intent: "knowledge:Parking" },
  {
    message:
      "I am the majority shareholder in a betting company. The managing director opened a new bank account without board approval. We need a lawyer on corporate governance.",
    intent: "area:business",
  },
  {
    message: "Some boys follow me from the shop dem say I get their money and dem go deal wit me. I de hide for one friend house now. i de fear",
    intent: "safety",
  },
  { message: "My husband borrowed 10 million to gamble without telling me. Am I responsible for his debt as his wife?", intent: "legal-question" },
  { message: "abeg mi broda dey cell at Bo police since yesterday night, dem nor give am food, dem say na lottery scam. wetin we go do", intent: "urgent" },
  {
    message:
      "I am a clearing agent. My client's container of betting machines was damaged by a crane at the Quay and the port authority refuses to pay. Who can help with a cargo claim?",
    intent: "area:shipping",
  },
  { message: "Tell me about your team. How experienced are the lawyers?", intent: "team" },
  {
    message:
      "There is a dispute between our betting company and the software provider from Malta over unpaid licence fees. The contract says arbitration. We need an arbitration lawyer.",
    intent: "area:arbitration",
  },
  { message: "can you explain me how virtual football betting works", intent: "off-topic" },
  { message: "email address for your firm?", intent: "email" },
  {
    message:
      "Hello, I'm the owner of a betting shop in Lumley. I'd like to meet a lawyer to discuss several issues with my staff and my landlord. When can I come in?",
    intent: "booking",
  },
  { message: "Mi papa lan for Tombo, mi uncle don sell am for pay e gambling debt. We wan lawyer for stop am", intent: "area:land" },
  {
    message: "they carry my husband to the station for Kingtom just now say he gave fake winning slip. I am outside the station they don't let me in.",
    intent: "urgent",
  },
  { message: "what your firm do exactly", intent: "services" },
  {
    message: "If the betting shop overpaid me by mistake and I already spent it, can they force me to pay back? Can I go to prison for that?",
    intent: "legal-question",
  },
  {
    message:
      "I rented 10 betting terminals from a supplier. The agreement says I pay monthly but they took back the machines without notice after I missed one payment. I want to enforce my contract.",
    intent: "area:contract",
  },
  {
    message:
      "My mum is being threatened by a lender, he calls every night saying he will send people to beat her if my father does not pay. She lives alone in Makeni. I am in UK. Please what can be done?",
    intent: "safety",
  },
  { message: "Whats the office line? mine na Africell", intent: "phone" },
  { message: "am looking for cashier job in a betting shop, una know any place de hire?", intent: "off-topic" },
  {
    message:
      "My son died last month and left some money from a lottery win in the bank. His wife and I don't agree on who gets it. We need help with the inheritance.",
    intent: "area:family",
  },
  { message: "Should I bring my betting slips and bank statements to the first meeting?", intent: "knowledge:What to bring" },
  { message: "Dem lock my sister for cell for Lumley station, she na cashier, dem say she and di boys plan rob di shop. she nor do am. pls", intent: "urgent" },
  {
    message: "I have a trial coming at the High Court for conspiracy in a betting fraud. My former lawyer withdrew. I need a new defence lawyer quickly.",
    intent: "area:criminal",
  },
  { message: "are u open sunday", intent: "hours" },
  {
    message: "I would like to know if Christiana Thomas is available. She helped my sister with an employment case before.",
    intent: "attorney:Christiana Thomas",
  },
  { message: "Can my employer deduct the shop's shortage from my salary every month? Is that allowed?", intent: "legal-question" },
  {
    message:
      "We want to convert our family betting shop into a limited company and bring in investors. Can una help with the registration and share structure?",
    intent: "area:business",
  },
  { message: "wetin be d result for last night Arsenal match", intent: "off-topic" },
  { message: "how do I get in touch with you all, phone or email or which", intent: "contact" },
  {
    message:
      "I am a shipowner. A betting company chartered my vessel to carry equipment to Freetown and has failed to pay the freight. I need a lawyer for the charter party.",
    intent: "area:shipping",
  },
  {
    message: "Di people dem wey mi papa owe don tell mi say dem go kidnap me if e nor pay before Friday. I nor fit go school again. i fraid",
    intent: "safety",
  },
  { message: "Can I speak with a lawyer by phone first? I'm in Kenema and can't travel till next week.", intent: "booking" },
  {
    message: "Police in Makeni came to my father's house at 5 am and dragged him out, they said the lender reported him. He is still at the station now.",
    intent: "urgent",
  },
  {
    message: "Two of us won a jackpot together and now my friend refuses to share. We don't want court, we want someone neutral to mediate between us.",
    intent: "area:arbitration",
  },
  { message: "thanks u so much", intent: "thanks" },
  {
    message:
      "I want to lease a shop space at Congo Town for my betting business for 5 years. Please can someone prepare the lease and check that the landlord really owns the building?",
    intent: "area:land",
  },
  { message: "My mother signed over the house to the money lender when she was sick and confused. Can we get the house back?", intent: "legal-question" },
  { message: "Is betting haram in Islam?", intent: "off-topic" },
  { message: "Wey una office dey for Freetown?", intent: "address" },
  {
    message: "I'm a lottery agent and the company wants me to sign a new contract with a big security deposit. I want a lawyer to review it before I sign.",
    intent: "area:contract",
  },
  { message: "How many partners does the firm have?", intent: "team" },
  {
    message: "Help pls my husband is in police custody at Bo since Monday, they have not charged him, this is Wednesday. It is about lotto money.",
    intent: "urgent",
  },
  {
    message:
      "I want to divorce my wife. She has taken loans in my name to play bet and lottery and now lenders are chasing me. I want to end the marriage properly.",
    intent: "area:family",
  },
  { message: "Do you offer legal aid or free help? My husband gambled everything and I have nothing left.", intent: "knowledge:Fees" },
  {
    message: "A crowd is gathering outside the betting shop saying I cheated them on the jackpot, some have stones. I'm locked inside. Please.",
    intent: "safety",
  },
  { message: "I received a summons to appear in court for issuing a dud cheque to a money lender. I need a lawyer to defend me.", intent: "area:criminal" },
  { message: "abeg teach me how to cook cassava leaf", intent: "off-topic" },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "Wat time una close today? I de come after work", intent: "hours" },
  {
    message: "We need to register our betting company properly and open a corporate bank account, the bank is asking for company documents we don't have.",
    intent: "area:business",
  },
  { message: "Di man wey I owe don seize mi motorbike. Any law allow am for tek am like dat without court?", intent: "legal-question" },
  { message: "I'd like to schedule a meeting with your criminal lawyer about a case from the betting shop.", intent: "booking" },
  { message: "dem just handcuff mi boy for di lotto kiosk, dem de carry am go CID now now. e nor do notin", intent: "urgent" },
  {
    message: "Our slot machines were offloaded at Conakry instead of Freetown and the carrier wants more money to bring them. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "wetin be una email", intent: "email" },
  {
    message:
      "Our partnership agreement for the lotto shops says any fight goes to arbitration. My partner has now started arbitration against me. I need someone to represent me.",
    intent: "area:arbitration",
  },
  { message: "Una lawyer dem de speak Temne?", intent: "knowledge:Languages spoken" },
  { message: "what's the best phone under 1 million leones to use for betting apps", intent: "off-topic" },
  { message: "Hello, I just want to know what kind of legal services you provide.", intent: "services" },
  {
    message:
      "The betting company renting my plot in Bo built a permanent structure without permission and now claims they have rights over the land. I need a land lawyer.",
    intent: "area:land",
  },
  {
    message:
      "My ex-boyfriend who owes everybody money from bet keeps coming to my place and threatening to cut my face if I don't give him money. Please I am scared.",
    intent: "safety",
  },
  {
    message:
      "My uncle has been in a cell at Kenema since Saturday because the bet shop owner says he broke the machine. They said he must pay 5 million before they release him.",
    intent: "urgent",
  },
  {
    message: "I lent money to a betting shop owner with a written agreement, he has refused to pay back for 8 months. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "do una get whatsapp? send the number", intent: "phone" },
  {
    message:
      "The shop where I work says I must sign a paper that I owe them the shortage of 2 million or they will call police. If I sign, can it be used against me?",
    intent: "legal-question",
  },
  { message: "I want to adopt my late sister's daughter. Her father is a gambler who disappeared years ago. How do I start?", intent: "area:family" },
  { message: "pls i need help wit sometin", intent: "unknown" },
  { message: "Abeg una de defend people wey dem accuse say dem tif from betting shop? mi case de court", intent: "area:criminal" },
  { message: "give me a sure banker for tomorrow", intent: "off-topic" },
  { message: "Is it possible to have a video call with a lawyer? I'm in Ghana.", intent: "booking" },
  { message: "can I park my car in front of the building or is there a car park?", intent: "knowledge:Parking" },
  { message: "Police come take mi husband na we house 10 minutes ago. Dem say na because of di cheque e give di money lender. Abeg help", intent: "urgent" },
  { message: "I want to sell my shares in a lottery company to my partner, we need a lawyer to handle the share transfer properly.", intent: "area:business" },
  { message: "Who works at Kamara & Associates? Just want to know the lawyers.", intent: "team" },
  {
    message:
      "The landlord of the betting shop sent thugs to throw out my things, they slapped me and said if I come back they will kill me. I'm hiding in my car.",
    intent: "safety",
  },
  {
    message:
      "A vessel carrying our betting shop furniture and generators from Turkey sank off Guinea. The insurer and the carrier are both refusing our claim. Can your shipping team help?",
    intent: "area:shipping",
  },
  { message: "is the office open during lunch time? 1pm", intent: "hours" },
  { message: "If I win a big lottery prize do I have to pay tax on it, and can my husband claim half?", intent: "legal-question" },
  {
    message: "We need help with a commercial dispute with the company that supplied our betting software. We'd prefer to settle it out of court.",
    intent: "area:arbitration",
  },
  { message: "I need all your contact details, phone, whatsapp and email please.", intent: "contact" },
  { message: "how to become a millionaire from lotto", intent: "off-topic" },
  { message: "Abeg put me down for Friday 10 o'clock, I wan see Lawyer about mi loan matter", intent: "booking" },
  { message: "Please send me the office location and a landmark, I'm coming by keke from Kissy.", intent: "address" },
  { message: "For the meeting, which documents do I need? The lease, the licence, ID?", intent: "knowledge:What to bring" },
  { message: "Apart from court cases, what else does your firm do?", intent: "services" },
  { message: "Ok tenki. una don help me plenty", intent: "thanks" },
  { message: "Alright goodbye and have a blessed day", intent: "goodbye" },
  {
    message:
      "Good evening. My son was arrested this afternoon at the lotto office on Wilberforce Street and is being held at Central Police. They refuse to tell us the charge. I am his mother, please advise urgently.",
    intent: "urgent",
  },
  {
    message: "Gd day, I run 3 betting kiosks in Kenema under my own name. Now I want to make it a proper registered company so I can get bank loan. Pls help.",
    intent: "area:business",
  },
  { message: "wetin mean 'both teams to score' for bet", intent: "off-topic" },
  {
    message: "My husband sold our car to pay his betting debts but the car is in both our names. Was that legal? Can I get it back?",
    intent: "legal-question",
  },
  { message: "Good evening Sir/Madam", intent: "greeting" },
  {
    message:
      "My boss for di bet shop don sack me without notice after 4 years because I refuse to cover di shortage wey di night cashier cause. I wan sue am for wrongful dismissal.",
    intent: "area:contract",
  },
  {
    message:
      "My brother in law is standing at my gate with a machete because my husband owes him from a bet they made. He says he will chop anyone who comes out. We are inside.",
    intent: "safety",
  },
  { message: "u people open by 8?", intent: "hours" },
  {
    message:
      "Please I need help to get a proper title deed for my land at Kossoh Town. My late husband used the old conveyance as collateral with a lender and now the paper is missing.",
    intent: "area:land",
  },
  { message: "Good morning. Can I get an appointment with a lawyer on Thursday afternoon? It's about a lease for my betting shop.", intent: "booking" },
  { message: "is there any betting shop near Siaka Stevens street that open late", intent: "off-topic" },
  {
    message:
      "I married under customary law and my husband has taken a second wife with money from a lottery win, now he has stopped coming home. I want to divorce him and keep our house for the children.",
    intent: "area:family",
  },
  { message: "police dem just enter di shop an hold all of we cashiers dem. me na di supervisor, I de hide for back. dem de ask for me", intent: "urgent" },
  {
    message: "I am on bail for a charge of assault after a fight at a betting shop. The court date is next month. I want a lawyer to represent me.",
    intent: "area:criminal",
  },
  { message: "wetin be una price for lawyer?", intent: "knowledge:Fees" },
  { message: "Can a lottery company refuse to pay a prize because the ticket is torn a little? The numbers can still be read.", intent: "legal-question" },
  {
    message:
      "We are a betting company and our shipment of generators for the shops is stuck at the port because the ship's agent will not release the bill of lading. Can you help?",
    intent: "area:shipping",
  },
  { message: "Wich lawyers una get dey? na only men?", intent: "team" },
  {
    message: "they have taken my husband from our house to Goderich police, the lender came with them. He is diabetic and needs his drugs. Please help.",
    intent: "urgent",
  },
  {
    message:
      "My cousin and I had a lotto business together and we fell out. Elders tried to settle it but failed. We want a proper mediator or arbitrator. Can una do am?",
    intent: "area:arbitration",
  },
  { message: "who be di top scorer for Leone Stars", intent: "off-topic" },
  { message: "hmmm", intent: "unknown" },
  {
    message:
      "We are a foreign gaming company wanting to enter the Sierra Leone market. We need local counsel on company set-up, licensing and investment incentives.",
    intent: "area:business",
  },
  { message: "Could you please share your email so I can write in detail?", intent: "email" },
  {
    message: "Pls my neighbours are saying I used juju to win the lottery and they are gathering to attack my house tonight. I am alone with my baby.",
    intent: "safety",
  },
  {
    message: "I gave a friend 3 million to place bets for me and he says he lost it all. Can I take him to court and get my money back?",
    intent: "legal-question",
  },
  {
    message:
      "A man has brought a conveyance saying my late father sold him our Lumley plot in 2015 to pay a bet debt. My father never gambled. We think the paper is fake. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "abeg i wan meet una lawyer for talk bout mi papa debt. wen i fit come?", intent: "booking" },
  {
    message:
      "My husband went to pay the lender and the lender called police. They are holding him at the station right now, saying he must pay all or sleep in cell.",
    intent: "urgent",
  },
  { message: "What are your practice areas?", intent: "services" },
  {
    message:
      "I supply printing for a lottery company. They owe me for 6 months of tickets and now say the contract was never signed by their director. I need a lawyer to recover my money.",
    intent: "area:contract",
  },
  { message: "Pls write CV for me, I wan apply for supervisor for betting company", intent: "off-topic" },
  { message: "phone numba pls", intent: "phone" },
  {
    message:
      "My father died and left a will, but my brother who is a gambler is trying to challenge it so he can sell the house. I need a lawyer for the probate.",
    intent: "area:family",
  },
  { message: "do I need to bring my ID card and the lease when I come?", intent: "knowledge:What to bring" },
  { message: "my bro dem put am in cell na Lumley police since las nite bcos of fight for bet shop. pls send lawyer", intent: "urgent" },
  {
    message:
      "My son is accused of hacking a betting company's system and stealing money. He has not been arrested yet but the police are looking for him. We need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Where is Kamara and Associates located?", intent: "address" },
  { message: "If the betting shop closes down, can they refuse to pay out the open tickets we already bought?", intent: "legal-question" },
  {
    message:
      "I am a crew member on a fishing vessel at the Quay. The owner has not paid our wages for months, he lost the money gambling. We want to arrest the vessel for our wages. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  {
    message: "Di money lender in Makeni don beat mi husband an now e say e go come for me and di pikin dem next. We nor sef de sleep for house.",
    intent: "safety",
  },
  { message: "can u tell me how to block betting sms dem, dem de disturb me", intent: "off-topic" },
  { message: "What are your working hours, and do you close early on Fridays for prayers?", intent: "hours" },
  {
    message: "We are a lotto company in dispute with our agent network over commission. We want to use arbitration instead of court. Does your firm do that?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, I write to request a consultation regarding a loan agreement I have with a money lender in Makeni. I would be grateful for a date next week.",
    intent: "booking",
  },
  { message: "Is Mr Mohamed Conteh available? I was told he is good with land matters", intent: "attorney:Mohamed Conteh" },
  { message: "Navy men dem hold me pikin na Cockerill since Tuesday, dem say e owe one of dem money for bet. dem nor release am", intent: "urgent" },
  {
    message:
      "Our betting company needs to change its directors and update the records at the Corporate Affairs Commission. Can your business lawyer handle it?",
    intent: "area:business",
  },
  { message: "How do people contact you? I don't have data all the time.", intent: "contact" },
  { message: "Thanks a lot, very helpful", intent: "thanks" },
  { message: "My shop landlord wants to increase rent by 100% in the middle of the lease. Does the law allow him to do that?", intent: "legal-question" },
  { message: "what time is the lotto draw on TV tonight", intent: "off-topic" },
  { message: "I want to buy the building where my betting shop is, the landlord agreed. I need the conveyancing done properly.", intent: "area:land" },
  { message: "Any safe place to park okada near una office?", intent: "knowledge:Parking" },
  { message: "How many lawyers do you have and how long have they been practising?", intent: "team" },
  {
    message: "The cashiers' boss keeps touching me and says if I report him he will say I stole money and send boys to beat me. I'm scared to go to work.",
    intent: "safety",
  },
  {
    message: "Plis help, police still holding my fiance at Hastings station since Sunday for debt from betting. They ask us to pay before they let him go.",
    intent: "urgent",
  },
  {
    message: "My employer at the lottery company has not paid my end of service benefits after 10 years. I need a lawyer for my employment dispute.",
    intent: "area:contract",
  },
  {
    message:
      "My daughter's husband is a gambling addict who has spent the house rent three times. She wants a divorce and custody of the kids. I'm her mother, can una help her?",
    intent: "area:family",
  },
  { message: "mail address pls. I wan send di paper dem", intent: "email" },
  { message: "how to win scratch card every time", intent: "off-topic" },
  { message: "can i book an a point meant online or i must come?", intent: "booking" },
  {
    message: "The lender added 50% interest every month on my loan. Is that legal? Do I have to pay the full amount he is claiming?",
    intent: "legal-question",
  },
  {
    message: "I was convicted in absentia for fraud at a betting shop while I was in Guinea. I want to come back and fight the case. Do you take such matters?",
    intent: "area:criminal",
  },
  { message: "una de open till 5 every day?", intent: "hours" },
  { message: "Can I talk to the lawyer in Krio? my English no too strong", intent: "knowledge:Languages spoken" },
  {
    message: "Sir my husband has been at CID headquarters since Monday morning. They took his phone. It is about the lotto money. We have no news.",
    intent: "urgent",
  },
  {
    message:
      "Customs at Queen Elizabeth II Quay valued our betting kiosks very high and want huge duty. We think it's wrong. Can a shipping lawyer help with the customs dispute?",
    intent: "area:shipping",
  },
  { message: "Hi una, how di body?", intent: "greeting" },
  { message: "pls list wetin una de do", intent: "services" },
  {
    message: "I am hiding in a shop at Bo because some guys chased me from the betting shop saying I stole their ticket. They have knives. Please.",
    intent: "safety",
  },
  {
    message:
      "The gaming software supplier won an arbitration against us in London and now wants to enforce it here. We want to challenge it. Can your arbitration lawyer help?",
    intent: "area:arbitration",
  },
  { message: "best time of day to play virtual games", intent: "off-topic" },
  { message: "?", intent: "unknown" },
  { message: "We want to merge two small betting companies into one. Who can advise on the business side?", intent: "area:business" },
  { message: "Is online betting legal for someone in Sierra Leone using a foreign site? Can I get into trouble?", intent: "legal-question" },
  { message: "I need to sit down with a lawyer about my mother's debts. Can we fix a time?", intent: "booking" },
  {
    message:
      "They have detained my wife at the police post in Lunsar since yesterday because the lotto agent said she owes him. Our baby is with me crying. Help.",
    intent: "urgent",
  },
  { message: "Wat number I fit call una wit?", intent: "phone" },
  {
    message:
      "The landlord of the building I lease for my betting shop sold it to another person and the new owner wants me out before my lease ends. I need help with this lease.",
    intent: "area:land",
  },
  { message: "Do you charge for the first meeting or is it free?", intent: "knowledge:Fees" },
  { message: "I want to sign a sponsorship deal between my betting company and a local football club. I need the contract drafted.", intent: "area:contract" },
  { message: "Una get young lawyers or na only senior dem?", intent: "team" },
  { message: "abeg send me 5k credit, I go pay back", intent: "off-topic" },
  {
    message:
      "Good afternoon. I am a grandmother caring for my grandson because his father is always at the betting shop and his mother is abroad. I want legal guardianship or to adopt him.",
    intent: "area:family",
  },
  {
    message: "mi husband say if I tell anybody bout di money e tek from mi business for play bet, e go kill me. e don beat me before. I de fear fo go home",
    intent: "safety",
  },
  { message: "Pls give me all the contacts, I dey Guinea", intent: "contact" },
  {
    message: "My brother is accused of threatening a money lender with a knife. He has a court date. Can your criminal lawyer take the case?",
    intent: "area:criminal",
  },
  { message: "Sir police dey my shop now wit di owner, dem say me na di one wey collect di jackpot money, dem wan carry me go. abeg come", intent: "urgent" },
  { message: "Which days are you closed?", intent: "hours" },
  {
    message:
      "A container of furniture for our new betting shop has been lost by the shipping line. They say it was delivered but we never received it. I want to make a claim.",
    intent: "area:shipping",
  },
  { message: "Does my landlord have the right to close my betting shop because neighbours complain about noise?", intent: "legal-question" },
  { message: "Do I need to print the WhatsApp messages from the lender or just show them on my phone at the meeting?", intent: "knowledge:What to bring" },
  { message: "Set me up with a lawyer please, I want to see someone before the end of the month", intent: "booking" },
  { message: "Our community wants to settle a fight between two lotto agents peacefully. Do you do mediation for such disputes?", intent: "area:arbitration" },
  { message: "Una de Siaka Stevens Street which number?", intent: "address" },
  { message: "my son is addicted to betting, is there a hospital or doctor that treats gambling addiction?", intent: "off-topic" },
  { message: "Can you tell me about the services you offer to businesses and individuals?", intent: "services" },
  { message: "Appreciate it", intent: "thanks" },
  { message: "Take care, bye", intent: "goodbye" },
  { message: "Evening o", intent: "greeting" },
  {
    message:
      "I married my wife in church 12 years ago. She has become addicted to the lottery and has sold my late mother's jewellery. I want a legal separation and later a divorce. Can you take my case?",
    intent: "area:family",
  },
  { message: "Pls dem don put mi husband in police van now now for front we house for Kissy Mess Mess, na di bet man report am. help me", intent: "urgent" },
  { message: "Abeg how I go take win big for aviator game", intent: "off-topic" },
  {
    message: "My employer found out I play bet after work and says he will fire me for that. Can he sack me for what I do in my own time?",
    intent: "legal-question",
  },
  { message: "Dem accuse me say I print fake lotto ticket. Police don release me but dem say I go court next month. I need lawyer.", intent: "area:criminal" },
  { message: "The lender's boys are beating my husband outside our house right now, they say he must pay today. Please what do I do", intent: "safety" },
  { message: "Hello, I'd like a consultation about my debts and my house. Is Monday possible?", intent: "booking" },
  {
    message:
      "We are a family in Moyamba. A betting company fenced off part of our family land saying they have a lease from the chief. None of us signed anything. We need a land lawyer to look into it.",
    intent: "area:land",
  },
  { message: "Will the office be open tomorrow? Tomorrow na Independence Day not so?", intent: "hours" },
  {
    message:
      "My son was picked up by police at the stadium betting kiosk this morning and is still at the station, they are asking us for money to release him.",
    intent: "urgent",
  },
  { message: "Can you recommend a good hotel in Freetown near the National Stadium?", intent: "off-topic" },
  {
    message: "We are three friends who want to put money into a lottery company as shareholders. We need a shareholders agreement so nobody cheats the other.",
    intent: "area:business",
  },
  { message: "is there parking at your office or should I take taxi?", intent: "knowledge:Parking" },
  { message: "My son is 17 and ran up debts at a betting shop on credit. Can the shop owner force me, his mother, to pay?", intent: "legal-question" },
  {
    message:
      "I'm a landlord in London. I want a proper management agreement drawn up with my cousin in Freetown to collect rent from the betting shop tenant and account to me.",
    intent: "area:contract",
  },
  { message: "How big is your firm? How many lawyers?", intent: "team" },
  { message: "Abeg, police dem hold mi mama na Kenema station, dem say she stand surety for one man wey run wit bet money. since morning", intent: "urgent" },
  {
    message:
      "We're a betting company in Freetown. The ship carrying our new kiosks was detained at the port because the shipowner owes money, and our cargo is stuck on board. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "My father owes a lot from gambling and the people he owes said they will rape me and my sister if he doesn't pay. They know where we live. Please help.",
    intent: "safety",
  },
  { message: "what's the exchange rate for pounds to leones today? I want to send money for my shop", intent: "off-topic" },
  {
    message:
      "I leased my building in Freetown to a betting company. We have a dispute over repairs and the lease has an arbitration clause. I'm in the UK. Can you act for me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Calling from abroad, what's the full phone number with country code?", intent: "phone" },
  { message: "Pls can my mum come see a lawyer on my behalf? I want to book for her next week.", intent: "booking" },
  { message: "If my son signed a paper giving the lender his share of our family house, is it valid without the rest of us?", intent: "legal-question" },
  { message: "Dem don lock mi husband na cell because e nor fit pay di loan. Na three days now. Dem say e nor go comot till e pay", intent: "urgent" },
  {
    message:
      "I am from Ghana, living in Freetown. My Sierra Leonean husband gambled everything and now wants to go back to Ghana with our daughter. I want to stop him taking her out of the country.",
    intent: "area:family",
  },
  { message: "What does Kamara & Associates specialise in?", intent: "services" },
  { message: "Do you have someone who speaks Fula? My father only speaks Fula.", intent: "knowledge:Languages spoken" },
  { message: "wetin be basketball court size? we wan build one near di shop", intent: "off-topic" },
  {
    message: "My son was acquitted but the prosecutor is appealing the judgment in his betting fraud case. We need a lawyer for the appeal.",
    intent: "area:criminal",
  },
  { message: "abeg", intent: "unknown" },
  {
    message:
      "Some people beat my son in the betting shop last night and said they will finish him today. He is hiding at home with a broken arm. We are afraid.",
    intent: "safety",
  },
  { message: "I want to do a title search on a property in Bo before my betting company signs a 10 year lease.", intent: "area:land" },
  { message: "how late can i come to the office on weak days", intent: "hours" },
  { message: "they don hold my papa for Port Loko police since Sunday bcos of gambling debt. no food, no bail. please", intent: "urgent" },
  { message: "I want to know more about Fatmata Kamara, the senior partner. Does she still take cases herself?", intent: "attorney:Fatmata Kamara" },
  {
    message:
      "Our betting company is taking a loan from a bank and the bank wants a lawyer's opinion and security documents. Can your business lawyer handle banking matters?",
    intent: "area:business",
  },
  { message: "How to do forex trading? I done stop betting I want try forex", intent: "off-topic" },
  { message: "Kindly furnish me with your contact details. I am writing from the United States.", intent: "contact" },
  { message: "The landlord of my betting shop says he can keep my deposit because I broke the lease early. Can he keep all of it?", intent: "legal-question" },
  { message: "I wan make appointment fo Monday. Mi and mi wife go come together. Wetin we for bring?", intent: "booking", also: ["knowledge:What to bring"] },
  {
    message:
      "I sold my betting shop equipment to another man and he paid only half. We have a written sale agreement. I want a lawyer to help me recover the rest.",
    intent: "area:contract",
  },
  { message: "Hey good day", intent: "greeting" },
  {
    message: "Emergency. Men from the police just pushed my son into a car outside the betting shop on Kroo Town Road. We are following them. Please.",
    intent: "urgent",
  },
  {
    message:
      "Our lotto draw machines came by sea from Italy but the container was short-landed, only half arrived in Freetown. We need to make a cargo claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "Una de collect money first before una start di case or after?", intent: "knowledge:Fees" },
  {
    message:
      "I am the cashier at a shop in Kissy, a man just pulled a knife on me because his ticket lost and he says he will wait for me outside. I'm shaking.",
    intent: "safety",
  },
  { message: "Can u help me wit my maths homework on probability? dice and cards", intent: "off-topic" },
  {
    message: "The Gaming Board and our company disagree on licence fees. Someone suggested mediation instead of court. Do you offer that?",
    intent: "area:arbitration",
  },
  { message: "Tenki tenki", intent: "thanks" },
  {
    message: "My mother left a will giving me her house but my stepfather, who gambles, is living in it and refuses to leave. I need help with the estate.",
    intent: "area:family",
  },
  { message: "If I sell my betting shop, do the staff have a right to severance pay from me or from the new owner?", intent: "legal-question" },
  { message: "which e-mail should I sent my case details two", intent: "email" },
  {
    message:
      "My sister was taken from her shop by police last night, she is at Wellington station. They say she sold lottery tickets without licence. We need lawyer now.",
    intent: "urgent",
  },
  { message: "Tell me how many lawyers work with you and what they do.", intent: "team" },
  {
    message:
      "I am accused of receiving stolen money from a betting shop robbery. I have been granted bail but I have to report every week. I need a lawyer for the case.",
    intent: "area:criminal",
  },
  { message: "Parking available?", intent: "knowledge:Parking" },
  { message: "Recommend a good phone repair shop in Freetown? my screen broken", intent: "off-topic" },
  { message: "Could I come in this Friday at 2 to meet a lawyer?", intent: "booking" },
  {
    message: "I want to transfer the deed of my house to my children's names before my husband gambles it away. Please help me with the land papers.",
    intent: "area:land",
  },
  { message: "I'm in the UK, what time in London is your office open?", intent: "hours" },
  {
    message: "My wife and kids are in danger. Debt collectors from the money lender are threatening to come with guns tonight. I'm not home.",
    intent: "safety",
  },
  { message: "Mi pikin dem tek am from school go police, dem say e steal im mama money fo play bet. e dey there now. e only 15", intent: "urgent" },
  { message: "We run a chain of betting shops and need help with annual returns and company secretary services.", intent: "area:business" },
  {
    message: "The man I owe collected my land papers as security. Now I have paid him back but he refuses to return them. Does he have any right to keep them?",
    intent: "legal-question",
  },
  { message: "bye for now", intent: "goodbye" },
  {
    message:
      "I employed a manager for my betting shop and he has now opened a rival shop next door using my customers. His contract had a no-compete clause. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "Wetin una de help people wit?", intent: "services" },
  { message: "Pls which football team win di league last year", intent: "off-topic" },
  {
    message:
      "Good day. The port is charging storage on our container of betting terminals because the shipping line delayed the delivery order. We want to recover the charges. Can you handle it?",
    intent: "area:shipping",
  },
  { message: "pls reply", intent: "unknown" },
  {
    message:
      "Police arrested my husband at the ferry terminal as he was leaving for Conakry. A lender said he is running from debts. He is at the station now.",
    intent: "urgent",
  },
  { message: "Can I WhatsApp you? Which number?", intent: "phone" },
  {
    message: "Me and mi brother de quarrel over di lotto kiosk wey papa leave for we. We nor want court, we want settle am wit lawyer for mediate.",
    intent: "area:arbitration",
  },
  { message: "What documents should I bring to my appointment?", intent: "knowledge:What to bring" },
  { message: "Need appointment with lawyer about my betting shop staff problem asap", intent: "booking" },
  { message: "How much can the court order my husband to pay for the children? He earns from his betting shop.", intent: "legal-question" },
  {
    message:
      "My boyfriend and I have a child. He gambles and never helps. I want him to accept paternity and support the child. Do you handle such family cases?",
    intent: "area:family",
  },
  {
    message:
      "My son's gambling friends have been following me home every night and said they will hurt me if I don't tell them where he is. I'm an old woman living alone.",
    intent: "safety",
  },
  { message: "good name for my new betting shop?", intent: "off-topic" },
  { message: "Hello good morning, hope you're well", intent: "greeting" },
  {
    message:
      "Police raided my shop last week and seized my machines. They charged me with running gaming without licence. I'm on bail. Need a lawyer for the case.",
    intent: "area:criminal",
  },
  { message: "Which of your lawyers handles what? I don't know who to ask for.", intent: "team" },
  {
    message: "Dem don hold mi sista na police cell since yesterday, she na cashier for betting shop. dem say money short. She get baby for breastfeed. Abeg",
    intent: "urgent",
  },
  { message: "Does anyone there speak English and Temne? My uncle will come with me.", intent: "knowledge:Languages spoken" },
  {
    message:
      "I am a landlord in Freetown living in the US. My tenant, a betting company, wants to renew the lease for 10 years. I need someone to prepare the new lease.",
    intent: "area:land",
  },
  { message: "Please how do I reach una when I am in the provinces? phone, email or WhatsApp?", intent: "contact" },
  {
    message: "I own 30% of a betting company but they refuse to show me the accounts or pay dividends. I need a lawyer for my shareholder rights.",
    intent: "area:business",
  },
  {
    message: "The police told me I committed an offence by allowing a minor in my shop. Is that really a crime and what will happen to me?",
    intent: "legal-question",
  },
  { message: "do you work weekends?", intent: "hours" },
  { message: "Weytin be di best way for save money every month? I wan stop bet", intent: "off-topic" },
  {
    message: "I need a lawyer to look at an employment contract from a betting company before I sign it. The liability clause looks unfair.",
    intent: "area:contract",
  },
  { message: "Can I book a lawyer for my son who has a betting debt case?", intent: "booking" },
  { message: "We need to file a claim for TV screens broken during offloading at the Quay. They were for our betting shops.", intent: "area:shipping" },
  { message: "Pls how I go reach una office from Lumley by poda poda?", intent: "address" },
  {
    message: "We have a contract with a lotto distributor that requires mediation before court. Can you mediate or represent us in the mediation?",
    intent: "area:arbitration",
  },
  { message: "Is your firm a general practice? What do you cover?", intent: "services" },
  { message: "Thank you, I appreciate your help so much", intent: "thanks" },
  { message: "Ok see you later bye", intent: "goodbye" },
];
