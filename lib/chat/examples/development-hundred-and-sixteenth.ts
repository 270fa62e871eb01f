import type { LabelledMessage } from "./labelled-message";

// Pawn shops, second-hand dealers, used-phone and junks sellers; writers: Kissy Road pawnbroker (Krio), Dove Cot junks trader (SMS), retired teacher (formal), young PZ phone seller (typos), UK diaspora bale sender, Guinean trader (French), Bo market woman (voice typing), buyer wanting refund (long stories)
export const DEVELOPMENT_HUNDRED_AND_SIXTEENTH: LabelledMessage[] = [
  { message: "good morning una", intent: "greeting" },
  {
    message:
      "Police call me say make I come give statement about one Samsung phone wey I buy for resell. Dem say na tif phone. I nor know nothing about am. I need lawyer to stand for me",
    intent: "area:criminal",
  },
  { message: "how much one bale of grade A ladies blouse de sell now na Dove Cot", intent: "off-topic" },
  {
    message: "police don carry my broda from im phone shop na Sani Abacha street, dem say e buy tif phone. dem de hold am na Central police now. abeg help",
    intent: "urgent",
  },
  {
    message:
      "I pawned my gold chain at a shop on Kissy Road for 2 months but they sold it after only 5 weeks. Is that allowed? Can I force them to give me the chain back or pay me the full value?",
    intent: "legal-question",
  },
  { message: "una de open Saturday?", intent: "hours" },
  {
    message:
      "My container of used clothes bales from UK is stuck at Queen Elizabeth quay for 3 weeks now, customs say our valuation is wrong and they want more duty. Do you people handle customs issues at the port?",
    intent: "area:shipping",
  },
  {
    message:
      "the man wey im phone get tif de threaten me say e go kill me if I no give am back im money. he came with boys last night and I de fear to open my shop today",
    intent: "safety",
  },
  { message: "I want to book an appointment with a lawyer concerning my pawn shop business, Thursday if possible", intent: "booking" },
  { message: "hw much una de charge for consultation? i jus sell junks i nor get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "landlord wan drive me commot from di shop na Kissy Road before di lease finish, e say e don rent am to another junks man. I still get 2 years on the lease paper. wich lawyer go help me",
    intent: "area:land",
  },
  { message: "pls how do i remove icloud from used iphone 7 i buy, it de ask for old owner password", intent: "off-topic" },
  { message: "how many lawyers una get for di office?", intent: "team" },
  {
    message:
      "Sir, my husband was picked up this morning by CID men from his second-hand shop at Lumley. They said a laptop he bought is stolen. He is still at the station and they won't let us see him.",
    intent: "urgent",
  },
  {
    message:
      "I want a proper agreement paper for people who pawn items at my shop, with the redemption date and interest written clear so nobody go palaver me after. Can you draft it?",
    intent: "area:contract",
  },
  { message: "If I buy phone from somebody and later police say na tif phone, go dem jail me even though I nor know?", intent: "legal-question" },
  { message: "wetin na una whatsapp number", intent: "phone" },
  {
    message:
      "My late father had a pawn shop in Bo and now my uncles say the shop and all the goods inside belong to them, not us the children. We want a lawyer to help with the inheritance.",
    intent: "area:family",
  },
  { message: "which phone better to buy second hand, tecno or infinix? i wan buy 10 for resell", intent: "off-topic" },
  {
    message: "Is there a place to park my car when I come to your office? Siaka Stevens Street is always full of traffic and wardens",
    intent: "knowledge:Parking",
  },
  {
    message: "dem don lock my pikin na Ross Road police station since yesterday becos of some junks clothes wey dem say na tif. abeg wetin a go do",
    intent: "urgent",
  },
  { message: "wetin una de do? una de handle market people dem case?", intent: "services" },
  {
    message:
      "Me and my partner import bales of used clothes from Belgium. We want to register a proper company with shares for both of us before we bring the next container. Do you do company registration?",
    intent: "area:business",
  },
  { message: "ok tenki ya", intent: "thanks" },
  { message: "How can I reach una? I de na Makeni, I nor fit come Freetown now", intent: "contact" },
  {
    message: "Market women dem don surround me na Big Market, dem de shout tif tif because of one dress wey dem say I tif. I hide inside one shop now. Help me",
    intent: "safety",
  },
  {
    message:
      "Customer bought a used phone from me 3 weeks ago, now he says the screen spoil and he wants full refund. Do I have to give him his money back by law?",
    intent: "legal-question",
  },
  {
    message:
      "Our traders association get palaver with the supplier who sold us rotten bales. We no want go court, we want settle am by mediation. Can una help with that?",
    intent: "area:arbitration",
  },
  { message: "Pls send me your email address, I want to send the receipts and pawn tickets", intent: "email" },
  { message: "how to remove bad smell from second hand clothes before I sell them, dem smell like container", intent: "off-topic" },
  { message: "What time does your office close on Friday?", intent: "hours" },
  { message: "Is Ibrahim Jalloh still working with una? I hear say e good for police matter", intent: "attorney:Ibrahim Jalloh" },
  { message: "Police are at my shop right now carrying the pawned TVs and my shop boy. they say the goods stolen. Wat do i do??", intent: "urgent" },
  {
    message: "I have a court case for receiving stolen goods, next hearing at the magistrate court next month. I need a lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "where una office de", intent: "address" },
  { message: "abeg write one small poem for my junks shop, di name na Mama Salay Fashion", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I wish to arrange a consultation with one of your learned counsel regarding a dispute with a pawnbroker over my television set. Kindly advise me of an available date. Yours faithfully, E. A. Cole (Mr)",
    intent: "booking",
  },
  {
    message:
      "The pawn shop man say if I no pay di interest by Friday e go sell my generator. Di paper we sign nor get any date on am. E get right for sell am?",
    intent: "legal-question",
  },
  {
    message: "Bonjour, parlez vous français? Je suis guinéen, mon anglais n'est pas bon. Some lawyer there speak French?",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "The shipping line delivered my 40ft container and half the bales were wet and rotten, water entered during the voyage. I want to claim against them. Can you handle this kind of cargo claim?",
    intent: "area:shipping",
  },
  { message: "una get woman lawyer? I prefer talk to woman", intent: "team" },
  {
    message: "my shop boy dem catch am since last night na Kissy police station, dem say e sell tif phone. e nor get money for bail. pls help quick",
    intent: "urgent",
  },
  {
    message:
      "I pledged my plot at Waterloo to a money lender and gave him the land papers. I paid everything back but he refuses to return my conveyance. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "can i see a lawyer 2moro morning? na about di bales wey spoil", intent: "booking" },
  {
    message:
      "My former partner in the junks business came to my house with a cutlass saying I cheated him. I am hiding at my neighbour's house now, he is still outside",
    intent: "safety",
  },
  {
    message:
      "I worked for a man in his pawn shop for 2 years, he has not paid me 5 months salary and now he sacked me without notice. I want to take action against him.",
    intent: "area:contract",
  },
  {
    message: "I want to open a pawn shop in Freetown. I need help with the registration and licence papers so everything is legal from the start.",
    intent: "area:business",
  },
  { message: "alright bye bye", intent: "goodbye" },
  {
    message:
      "My husband pawned my wedding gold and my mother's earrings without telling me, to pay his gambling debt. Now he says he wants divorce. I need help with the divorce and getting my things back.",
    intent: "area:family",
  },
  {
    message: "I have an arbitration award against my supplier in Ghana for bales he never sent. I need your help to enforce it here in Sierra Leone",
    intent: "area:arbitration",
  },
  { message: "hw much una de sell used iphone 11 pro", intent: "off-topic" },
  {
    message:
      "I ordered 20 bales of children clothes from a supplier in Kissy and paid half deposit. He delivered only 8 and now says price don go up. We had written agreement signed. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "Are you open during lunch time? I can only come between 1 and 2 when my sister watch the stall", intent: "hours" },
  { message: "Dem don arrest my mama na Bo police, dem say di phone wey she sell na tif phone. She de cell now. Pls anybody", intent: "urgent" },
  {
    message: "The police took the phone I bought second hand as exhibit. Will I get it back, or my money, if the real owner collects it?",
    intent: "legal-question",
  },
  { message: "wetin I for carry come when I come see lawyer? I get pawn ticket and receipt", intent: "knowledge:What to bring" },
  { message: "Hello, good afternoon", intent: "greeting" },
  {
    message:
      "Police invited me to come make statement on Monday about laptops they found in my shop that they say are stolen. I don't want to go alone, I need a criminal lawyer to follow me",
    intent: "area:criminal",
  },
  {
    message:
      "Di boys dem wey sell me di tif phone de come my house every night say if I talk to police dem go deal with me. my pikin dem de fear, we nor de sleep",
    intent: "safety",
  },
  { message: "Do you handle cases for small traders, like pawn shops and used phone sellers?", intent: "services" },
  {
    message:
      "My goods cleared at the quay but the clearing agent is holding my container and demanding extra money not in our contract. Can you help get my bales released from the port?",
    intent: "area:shipping",
  },
  { message: "Pls which app i fit use check if phone IMEI blocked", intent: "off-topic" },
  { message: "Abeg I wan meet lawyer dis week about di man wey pawn im tin for me and now e de deny say e nor collect money", intent: "booking" },
  {
    message:
      "I bought a shop space at Dove Cot from a man and paid in full. Now I find out it is family land and his brothers say he had no right to sell. I need a lawyer for title search and to protect me.",
    intent: "area:land",
  },
  { message: "Give me the office phone number pls", intent: "phone" },
  {
    message: "If someone pawns an item with me and doesn't come back after the agreed date, after how long is it legally mine to sell?",
    intent: "legal-question",
  },
  {
    message:
      "My brother who died left his junks stall and a store full of bales. His wife and his children from first wife are fighting over everything. There is no will. We need help with the estate.",
    intent: "area:family",
  },
  {
    message:
      "Soldiers took my husband from our phone repair shop to Wilberforce barracks since yesterday, accusing him of buying their colleague's stolen phone. nobody will tell us anything",
    intent: "urgent",
  },
  { message: "wetin I go do make second hand shoes look new", intent: "off-topic" },
  { message: "Can I pay your fee small small? Business slow now", intent: "knowledge:Fees" },
  {
    message:
      "The bank wants to give me a loan for my used clothes business but they want me to sign a guarantee for my brother's company too. I need a business lawyer to look at the bank papers with me",
    intent: "area:business",
  },
  { message: "who are your lawyers", intent: "team" },
  { message: "police de na my door now, dem say dem wan search for tif goods and carry me go. WETIN I GO DO", intent: "urgent" },
  {
    message:
      "Me and my Ghanaian supplier agreed in the contract that any dispute go to arbitration. Now he sent bad bales and refuse to replace. Can your firm represent me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Thank you very much for the information, it has really helped", intent: "thanks" },
  { message: "wich day na di market day na Guinea border for buy bales cheap", intent: "off-topic" },
  {
    message:
      "I sold a phone and gave the buyer 1 week warranty. After 2 weeks he's back wanting refund and says he will take me to court. Can he sue me for that?",
    intent: "legal-question",
  },
  { message: "How do I get to your office from Eastern Police by poda poda?", intent: "address" },
  {
    message:
      "A customer slapped me and broke my table because I refused to refund him for a dress he already wore. He said he will come back with his people tonight. I'm scared",
    intent: "safety",
  },
  {
    message: "I want someone to review the supply agreement my UK supplier sent me before I sign. It's 12 pages and the English is too hard for me",
    intent: "area:contract",
  },
  { message: "Wat r all d ways to contact ur firm? phone, email, whatsapp?", intent: "contact" },
  { message: "una open by 8 in the morning?", intent: "hours" },
  {
    message:
      "My son was charged with being in possession of stolen property and he got bail last week. The case is in court now. We need a lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "pls I have a problem", intent: "unknown" },
  { message: "dem don hold my broda na Waterloo police station since two days ova used phone wey im buy. pls help am", intent: "urgent" },
  { message: "pls una get car park? I go come with my van", intent: "knowledge:Parking" },
  { message: "what type of cases do you take", intent: "services" },
  {
    message:
      "My brother has been kept at the police station in Lumley since Saturday over a pawned motorbike they say is stolen. Today is Monday and no charge yet. Please help.",
    intent: "urgent",
  },
  {
    message: "Their father has 3 phone shops at PZ but refuses to pay anything for the children since he left. I want to file for maintenance.",
    intent: "area:family",
  },
  { message: "Need an appointment with a criminal lawyer asap for next week, about stolen goods case", intent: "booking" },
  {
    message:
      "I bought a bale of clothes that was sealed, opened it at home and half of it was rotten. The supplier says no return once opened. Is he right by law?",
    intent: "legal-question",
  },
  { message: "una email?", intent: "email" },
  {
    message: "My neighbour at Kissy built his wall into my shop land by 2 feet. We have a boundary dispute and he no de listen. I need help.",
    intent: "area:land",
  },
  { message: "ok I de go now. bye", intent: "goodbye" },
  {
    message: "Customs at Queen Elizabeth II Quay seized my container of used phones saying we need an import permit. Do you deal with customs seizures?",
    intent: "area:shipping",
  },
  {
    message:
      "the pawn shop owner I complained against keeps sending people to follow me and threatened to burn my shop with me inside. I am afraid for my life",
    intent: "safety",
  },
  {
    message:
      "My partner and I own a used phone business together. He took all the money from our company account and opened his own shop. We need to sort out the shareholders issue.",
    intent: "area:business",
  },
  { message: "how to check if gold chain real or fake before I accept it for pawn", intent: "off-topic" },
  { message: "Can una help us settle a dispute among our cooperative of junk sellers without going to court?", intent: "area:arbitration" },
  { message: "I would like to schedule a meeting with a lawyer on Wednesday afternoon", intent: "booking" },
  {
    message:
      "I live in Manchester and send bales to my sister who sells them at Dove Cot. We want to make it a registered business in Sierra Leone with me as a director from abroad. Can you do that for us?",
    intent: "area:business",
  },
  {
    message:
      "Abeg di police don tek me papa na CID headquarters since morning, dem say di gold wey pipul pawn for am na tif gold. E old man, e get sugar sickness",
    intent: "urgent",
  },
  { message: "Whats the exchange rate today leones to pounds, I want send money for bales", intent: "off-topic" },
  {
    message: "My customer pawned her phone with me, then police came and said it was stolen and took it away. Now who pays me my money? Must I just lose it?",
    intent: "legal-question",
  },
  { message: "hi", intent: "greeting" },
  {
    message:
      "my wife pawned our children birth certificates and my documents with a money lender while I was away in Guinea. We are now separating and I want custody of the children. Please help.",
    intent: "area:family",
  },
  {
    message:
      "Some guys beat my junior brother at the phone stall because they said he sold them a fake phone. They said they are coming back for me. We closed the shop and we are hiding",
    intent: "safety",
  },
  { message: "wat time una close 2day", intent: "hours" },
  { message: "Do any of your lawyers speak Mende? My mother wants to explain herself in her own language", intent: "knowledge:Languages spoken" },
  {
    message: "I sign contract with one man to supply me 50 used phones every month. E don take my money 3 months now nothing come. I want recover my money",
    intent: "area:contract",
  },
  { message: "wetin be di best way to ship clothes from London to Freetown cheap, DHL or container?", intent: "off-topic" },
  { message: "How many partners are in your firm?", intent: "team" },
  {
    message: "They're carrying my son right now in a police van from Lumley market. A man said my son sold him a stolen phone. Please what can we do?",
    intent: "urgent",
  },
  {
    message: "I was convicted last year by the magistrate for handling stolen goods, I still say I did not know. I want to appeal. do you handle appeals?",
    intent: "area:criminal",
  },
  { message: "pls set me appointment with any lawyer, Tuesday 10am, about my pawn business", intent: "booking" },
  { message: "I want to know if Christiana Thomas handles employment matters, the pawnshop I worked for still owes me", intent: "attorney:Christiana Thomas" },
  {
    message: "I sold a bale of clothes to a woman on credit and she refuses to pay after 6 months. Fit I go seize her goods from her stall by myself?",
    intent: "legal-question",
  },
  { message: "Please what is the number I can call, I don't have data for whatsapp", intent: "phone" },
  { message: "The family land at Hastings where I built my store, my cousins want to sell it without asking me. Need lawyer", intent: "area:land" },
  { message: "hmmm", intent: "unknown" },
  { message: "how to unlock network locked phone from America", intent: "off-topic" },
  {
    message:
      "My shipment of used fridges and clothes was loaded on the wrong vessel and ended up in Conakry. The shipping company is not responding to me. I need help with a claim.",
    intent: "area:shipping",
  },
  {
    message: "My friend de na cell since yesterday, dem say e receive tif phone. di police say dem nor go release am till we pay 2 million. abeg",
    intent: "urgent",
  },
  {
    message: "Before I come for the consultation, which documents should I bring? I have the pawn ticket, the police letter and my ID",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Good day. Our association of second-hand dealers has a disagreement with the market committee about stall fees. We prefer arbitration. Do you provide arbitrators or mediators?",
    intent: "area:arbitration",
  },
  { message: "Do you people help with company things or only court cases?", intent: "services" },
  { message: "wat is ur email addres", intent: "email" },
  { message: "my husband find out say I pawn im phone and e de beat me now, e lock di door pan me. pls", intent: "safety" },
  {
    message: "I bought shares in my friend's pawn shop company but he never gave me a share certificate or any profit. I want a business lawyer.",
    intent: "area:business",
  },
  { message: "how best to contact you from the US, i'm in Maryland", intent: "contact" },
  { message: "Is it legal for a pawn shop to charge 30 percent interest every month? That's what they charged me for my fridge", intent: "legal-question" },
  { message: "thanks a lot, God bless", intent: "thanks" },
  { message: "pls recommend good shop in freetown wey de sell used laptop good price", intent: "off-topic" },
  {
    message: "Good afternoon. Could I come in on Monday to talk to a lawyer about some items I bought in good faith that turned out to be stolen?",
    intent: "booking",
  },
  {
    message: "My mother wants to make a will so her pawn shop goes to me and my sister and not to her brothers. Can you help write the will?",
    intent: "area:family",
  },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  {
    message:
      "Sir they have held my wife at Congo Cross police since last night, a customer reported her for selling him stolen phone. She is breastfeeding, the baby is with me.",
    intent: "urgent",
  },
  { message: "I want to buy a plot for a warehouse for my bales in Wellington. Need someone to do title search and conveyance.", intent: "area:land" },
  { message: "can you tell me about the lawyers in your team", intent: "team" },
  { message: "how much to charge customer to repair phone screen", intent: "off-topic" },
  {
    message: "The pawn broker keeps changing the terms. He wants me to sign new paper with more interest. Can a lawyer read it for me before I sign?",
    intent: "area:contract",
  },
  { message: "Do una get free legal aid for poor people? I nor get work now", intent: "knowledge:Fees" },
  {
    message: "I bought a second hand laptop from a man on Facebook, now police say it's stolen. Do I have the right to get my money back from the seller?",
    intent: "legal-question",
  },
  { message: "Which street is your office? Is it near Cotton Tree?", intent: "address" },
  { message: "Police charged me with fraud, they say I pawn fake gold at one shop. I have court date, need defence lawyer.", intent: "area:criminal" },
  { message: "Dem de beat my son na Calaba Town police station ova junks clothes, dem hold am since day before yesterday. Abeg come", intent: "urgent" },
  {
    message:
      "I'm an importer of bales. The charter party said 20 days laytime but the ship owner is now demanding demurrage. Do you handle charter party disputes?",
    intent: "area:shipping",
  },
  { message: "a mob gathered outside my phone shop saying I buy tif phone, they breaking the glass now. Im inside with my staff", intent: "safety" },
  { message: "Abeg I wan see one lawyer, I go come Friday", intent: "booking" },
  {
    message: "Me and my customer get quarrel over 15 phones he returned. Both of us agreed to settle out of court. Can your firm arrange mediation for us?",
    intent: "area:arbitration",
  },
  { message: "tenki una, una don help me plenty", intent: "thanks" },
  {
    message:
      "My uncle is in police custody at Kissy since Friday. They accuse him of receiving stolen zinc and cement at his used goods store. They are asking money for bail. Please help us",
    intent: "urgent",
  },
  {
    message:
      "I rented a store at Lumley to keep my bales, the landlord took 2 years advance and now he locked the store before the time finish. I want my money and my store back",
    intent: "area:land",
  },
  { message: "wetin na di best ting for sell, used phone or junks clothes? which one get more profit", intent: "off-topic" },
  {
    message: "The pawn shop lost my laptop and now they say they will pay me only what they lent me, not the real value. Is that the law?",
    intent: "legal-question",
  },
  { message: "Good morning, please what kind of legal services does your firm offer?", intent: "services" },
  { message: "Is parking free near your office or I go pay?", intent: "knowledge:Parking" },
  {
    message: "I want contracts drafted for my shop assistants, they sell used phones for me and sometimes keep money. I need proper employment contracts.",
    intent: "area:contract",
  },
  { message: "I'd like to talk to a lawyer over whatsapp video call since I'm in London, can we book a time?", intent: "booking" },
  {
    message: "I reported a stolen goods dealer to police and now his people are threatening my family. They came to my mother's house in Bo with sticks",
    intent: "safety",
  },
  { message: "una go open tomorrow, na Sunday?", intent: "hours" },
  {
    message:
      "My sister and I inherited our mother's junks shop but my sister sold all the stock and kept the money. We need a family lawyer to divide the estate.",
    intent: "area:family",
  },
  { message: "How do I start a junks business with small money? Any advice", intent: "off-topic" },
  { message: "they have taken my father to the police station now now, they came to the shop with handcuffs. he is 65", intent: "urgent" },
  { message: "wetin na una phone nomba", intent: "phone" },
  {
    message:
      "My 3 containers of second hand cars and clothes came from Antwerp. The shipping line lost one container and now they say they are not liable. I want to sue them",
    intent: "area:shipping",
  },
  { message: "If a customer leaves an item for repair and doesn't collect it for a year, can I sell it legally?", intent: "legal-question" },
  {
    message: "I am being investigated because I sold a phone that turned out to be blacklisted. Police keep calling me. I want a lawyer before they charge me.",
    intent: "area:criminal",
  },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "Need help writing the articles and registering my pawn shop as a limited company. My husband and I are the owners.", intent: "area:business" },
  { message: "una lawyer dem de speak Temne? my papa nor sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our contract with the bale supplier in UK says arbitration in Freetown. He now refuses to take part. Can you help us move the arbitration forward?",
    intent: "area:arbitration",
  },
  { message: "my phone battery de run down quick, how i fit fix am", intent: "off-topic" },
  { message: "PLS HELP. Police took my 17 year old son from the junks stall na Waterloo. They said he tif clothes. He is in their cell", intent: "urgent" },
  { message: "I need all ur contact details, email and phone both", intent: "contact" },
  { message: "My brother pawned my TV without my permission. Can I get it back from the pawn shop without paying them?", intent: "legal-question" },
  { message: "are the lawyers there men or women or both", intent: "team" },
  { message: "I want to lease a shop space long term near Big Market. Can you check the owner's title and write the lease for me?", intent: "area:land" },
  { message: "Please where exactly is 12 Siaka Stevens Street, near which landmark?", intent: "address" },
  { message: "Di pawn man say if I nor pay by tonight e go send boys for beat me. E don send me message with picture of my house.", intent: "safety" },
  { message: "Can I schedule a meeting tomorrow at 3pm? It's about my rotten bales and the supplier", intent: "booking" },
  {
    message:
      "I bought 200 phones from a dealer under a signed agreement and half don't work. The agreement has warranty but the dealer refuses to honour it. I need someone to enforce it.",
    intent: "area:contract",
  },
  { message: "What's the weather like in Freetown this week, I'm flying in from Accra to buy goods", intent: "off-topic" },
  { message: "Excuse me", intent: "unknown" },
  {
    message: "abeg my wife de na cell for Tower Hill police since yesterday evening, say e buy tif phone from one boy. dem nor gree let we see am",
    intent: "urgent",
  },
  { message: "Do I need to bring my ID card and the police papers for the meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "My husband used our house documents as collateral at a pawn shop without my consent. I want to file for separation and protect the house for the children.",
    intent: "area:family",
  },
  { message: "can i get ur email to send my story in detail", intent: "email" },
  {
    message: "I was accused of theft by my boss at the second hand shop. Police haven't arrested me but they say they will charge me. I need defence",
    intent: "area:criminal",
  },
  { message: "Wetin una de handle for people?", intent: "services" },
  { message: "Pls what are your working hours?", intent: "hours" },
  { message: "Can you give me a business plan for second hand clothes shop", intent: "off-topic" },
  { message: "A customer used a fake ID card to pawn his phone with me. I just found out. Am I in trouble with police?", intent: "legal-question" },
  { message: "Bye for now", intent: "goodbye" },
  { message: "I de hide na me friend house now, di man wey I sell di laptop to don come with im gang say dem go beat me till I die", intent: "safety" },
  {
    message: "I run a second-hand shop and want to take in investors. How should the shares be set up? I need a business lawyer to guide me.",
    intent: "area:business",
  },
  {
    message: "Good evening, they took my niece to Central police this afternoon, said she pawned a phone that was reported stolen. Still there. please urgent",
    intent: "urgent",
  },
  { message: "Pls I need consultation for stolen phone case. When can I come?", intent: "booking" },
  { message: "Customs at the port want to auction my bales because the container stayed too long. Can you stop the auction?", intent: "area:shipping" },
  {
    message: "Dispute between me and my partner on our junks business, we want a neutral arbitrator so we don't go to court. Does your firm do that?",
    intent: "area:arbitration",
  },
  {
    message: "hello I want to ask if the pawn shop man sell my sowing machine before the date we agree can I take him to cord and collect double",
    intent: "legal-question",
  },
  {
    message:
      "Bonjour. J'ai un conteneur de friperie (used clothes) arrivé au port de Freetown, the agent say documents missing and customs hold it. I need lawyer for port matter",
    intent: "area:shipping",
  },
  {
    message: "Mi broda don de na Bo police station from yesterday ova one motor bike wey e buy second hand. dem say na tif bike. dem nor gree release am",
    intent: "urgent",
  },
  { message: "how many pieces de inside one 45kg bale of men trousers", intent: "off-topic" },
  { message: "Do you have many lawyers or just one or two?", intent: "team" },
  {
    message: "Dear Sir, Kindly let me know your consultation fee and whether payment may be made in instalments. Respectfully, E. A. Cole",
    intent: "knowledge:Fees",
  },
  {
    message:
      "I signed a deal with a friend to run my used phone shop and share profit 50/50. He has not given me any account in 8 months. I want a lawyer to enforce our agreement.",
    intent: "area:contract",
  },
  { message: "Gud evening", intent: "greeting" },
  { message: "a gang of boys chased me from PZ to my house saying I sold them fake phone. dem de outside now knocking the gate with stones", intent: "safety" },
  { message: "Please I want make appointment for tomorrow with a lawyer, na for land matter", intent: "booking" },
  { message: "I heard Isatu Bangura handles shipping. Is she the one to look at my container case?", intent: "attorney:Isatu Bangura" },
  { message: "Open till what time today? I finish market by 4", intent: "hours" },
  { message: "mi granny land for Goderich, mi uncle pawn di land paper for money lender. now di lender wan take di land. abeg help we", intent: "area:land" },
  { message: "Can you translate this Chinese phone menu to English for me", intent: "off-topic" },
  {
    message:
      "Pls police just came into our shop at Kissy Mess Mess and handcuffed my husband in front of customers, dem wan carry am go now. Which lawyer can come now",
    intent: "urgent",
  },
  {
    message: "I bought a phone from a shop with receipt. Now the real owner saw it and says I must give it to him. Must I give it, or the shop must pay me?",
    intent: "legal-question",
  },
  {
    message:
      "We are 4 junks traders who want to pool money and form a company to import directly. We need legal help to set it up and share the ownership fairly.",
    intent: "area:business",
  },
  { message: "Can I park my keke in front of your office?", intent: "knowledge:Parking" },
  { message: "Pls tell me all the areas of law una de handle", intent: "services" },
  { message: "Me cousin get case at Law Courts for tif phones, e don get bail. E deny am. We want good lawyer for defend am.", intent: "area:criminal" },
  { message: "how do i contact una if i de na Kenema", intent: "contact" },
  {
    message: "they arrested my son last night for selling a stolen phone, he is only 16. they are refusing to bring him to court. we are at the station now",
    intent: "urgent",
  },
  {
    message:
      "My husband died and his family took all the goods from his second hand shop. They say I can't inherit because we did only customary marriage, no church wedding. I need help to claim for my children.",
    intent: "area:family",
  },
  { message: "what is the best detergent to wash bail clothes", intent: "off-topic" },
  {
    message: "The bales I bought from a wholesaler were rotten inside and he already spent my money. If I take him to court, how much will the court give me?",
    intent: "legal-question",
  },
  {
    message: "We have an arbitration agreement with our supplier in China for the used phones. Can your firm start the arbitration for us?",
    intent: "area:arbitration",
  },
  { message: "I need your phone number to call, not whatsapp", intent: "phone" },
  { message: "Much appreciated", intent: "thanks" },
  {
    message: "the owner of the stolen generator found out I bought it and says he will kill me. He is waiting outside my shop with a machete",
    intent: "safety",
  },
  { message: "Bonjour, je voudrais prendre rendez-vous avec un avocat. I want appointment please, for next week", intent: "booking" },
  {
    message: "My boss at the pawn shop wants me to sign a contract that says I pay for any stolen item we receive. I want a lawyer to review it before I sign",
    intent: "area:contract",
  },
  { message: "Your team of lawyers, how many are senior?", intent: "team" },
  { message: "Abeg my papa de na cell na Makeni police ova one second hand fridge wey e buy. Dem say dem go transfer am go Freetown today", intent: "urgent" },
  {
    message: "A container of used shoes I imported was damaged when the crane dropped it at the Quay. I need a lawyer to handle the claim.",
    intent: "area:shipping",
  },
  { message: "do you speak krio in the office? i no good in english", intent: "knowledge:Languages spoken" },
  { message: "Is it better to sell phones on Facebook marketplace or WhatsApp status", intent: "off-topic" },
  {
    message: "I need to check if the land a man wants to sell me at Tokeh is genuine. He says he redeemed the papers from pawn. Title search please",
    intent: "area:land",
  },
  { message: "pls wich side na una office, near PZ?", intent: "address" },
  { message: "The seller promised me the used phone was not stolen. Police took it from me. Can I charge him with fraud?", intent: "legal-question" },
  {
    message: "I want to adopt my late sister's child. She left a small junks business for him. Can you help with the adoption and protecting his inheritance?",
    intent: "area:family",
  },
  { message: "do you work weekends at all", intent: "hours" },
  {
    message: "The bank froze my business account because a customer paid me with stolen money for phones. I need a business lawyer to deal with the bank.",
    intent: "area:business",
  },
  { message: "?", intent: "unknown" },
  { message: "Dem don hol me sista na Lumley police since last nite cos di ear ring she pawn na tif one. she nor know. abeg help", intent: "urgent" },
  {
    message: "Police say I must report every week at the station for the stolen laptops case while they investigate. Can una represent me?",
    intent: "area:criminal",
  },
  { message: "I'd like a consultation with a lawyer about a refund dispute with my customer. Do you have a free slot on Friday?", intent: "booking" },
  { message: "pls how to make money sending bales from UK to Sierra Leone, step by step", intent: "off-topic" },
  { message: "my neighbour wey I report for buying tif goods say e go burn my house tonight. e de gather people", intent: "safety" },
  { message: "Please can you mediate between me and a pawnshop over my laptop? We both want to settle without going to court.", intent: "area:arbitration" },
  { message: "Ok madam, bye", intent: "goodbye" },
  { message: "Hello, is anyone there?", intent: "greeting" },
  {
    message:
      "I am a pawnbroker and police charged me for receiving a stolen motorbike. I showed them the pawn ticket and the ID of the man who pawned it. Case in court next week. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Na now now police don enter my shop for Dove Cot and tek me and me apprentice, dem de drive we go Central. I de type from inside di van",
    intent: "urgent",
  },
  { message: "How do you say second hand in French?", intent: "off-topic" },
  {
    message: "Can the police keep my shop closed for 2 weeks while they look for stolen phones? Is that allowed without a court order?",
    intent: "legal-question",
  },
  { message: "what papers should I carry for the meeting about my rotten bales? I have invoice, bill of lading and photos", intent: "knowledge:What to bring" },
  {
    message:
      "The bill of lading says 300 bales but only 220 arrived at the quay. The shipping line blame the supplier and the supplier blame them. I need help to claim the shortage.",
    intent: "area:shipping",
  },
  { message: "my husband de threaten me say if I nor give am di money from di junks sale e go kill me. e don beat me two times dis week", intent: "safety" },
  { message: "What services are available at your chambers?", intent: "services" },
  { message: "when una de open on Monday", intent: "hours" },
  {
    message:
      "I'm in the UK and my father died in Freetown. He ran a pawn shop. My stepmother has taken everything and is selling the pawned items. I need probate and help claiming our share.",
    intent: "area:family",
  },
  { message: "good market in Freetown for used fridge? i want buy one", intent: "off-topic" },
  { message: "Can I come see a lawyer on Monday at 11? Na about man wey nor gree pay me for bale", intent: "booking" },
  {
    message:
      "I supply used phones to a shop in Makeni on a contract. They have not paid for 3 deliveries, total 45 million. I want to recover my money under the contract.",
    intent: "area:contract",
  },
  {
    message:
      "My husband has been detained at Pademba Road since Tuesday, they say he received stolen goods. Nobody has told us anything about court. We need a lawyer now",
    intent: "urgent",
  },
  { message: "Tell me about your lawyers, are they all qualified and called to the bar?", intent: "team" },
  { message: "email address for sending documents pls", intent: "email" },
  {
    message:
      "I'm a junk seller. A customer wants his money back because the dress tore after one wash. I sold it as used, no warranty. Does the law say I must refund?",
    intent: "legal-question",
  },
  {
    message: "Someone forged my signature and pawned the documents for my Lumley plot. Now the lender is claiming the land. Need land lawyer quick",
    intent: "area:land",
  },
  { message: "Dem de beat me small brodah na di market now say e tif phone, pipul dem just de watch. abeg", intent: "safety" },
  { message: "can i use iPhone charger on Samsung", intent: "off-topic" },
  { message: "We want to register our used clothes traders cooperative as a proper business. Can your firm file the papers?", intent: "area:business" },
  { message: "wat is ur fee for stolen goods case", intent: "knowledge:Fees" },
  { message: "ur whatsapp pls", intent: "phone" },
  {
    message:
      "The market committee wants to settle the fight between me and another trader over a stall. Can your arbitration lawyer guide us through the settlement?",
    intent: "area:arbitration",
  },
  {
    message: "they have kept my mother at Hastings police for 3 days because a neighbour said the generator she pawned was stolen. She is old and sick.",
    intent: "urgent",
  },
  { message: "My uncle pawned my late dad's car and now says it's his because he's the eldest brother. Can he do that?", intent: "legal-question" },
  { message: "How can I get in touch with your office? I'm in Ghana", intent: "contact" },
  {
    message: "My shop was raided and police found 2 stolen phones among my stock. They released me but I must appear in court. I need a lawyer",
    intent: "area:criminal",
  },
  { message: "A man I refused to refund pulled a knife at my stall and said he will come back to finish me. I'm scared to go back there", intent: "safety" },
  { message: "want to see lawyer tomorow", intent: "booking" },
  { message: "write a cv for me, I worked 3 years in phone shop", intent: "off-topic" },
  {
    message: "My landlord sold the building where my phone shop is, the new owner says I must leave in 1 week. I have a lease for 3 more years. Pls help",
    intent: "area:land",
  },
  { message: "ok thank u so much", intent: "thanks" },
  { message: "What time you open in the morning? I want to come before I open my stall", intent: "hours" },
  {
    message: "police took my boyfriend from our house at 5am today, they said he is the one buying stolen phones in Kissy. He is still there",
    intent: "urgent",
  },
  { message: "Beyond court cases, what else do you do?", intent: "services" },
  { message: "My driver will bring me, where can he wait with the car?", intent: "knowledge:Parking" },
  {
    message: "The charterer refused to release our bales until we pay freight again. We already paid in the UK. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "pls i want to ask something", intent: "unknown" },
  { message: "My ex-husband takes our children to work in his used phone shop instead of school. I want custody and maintenance.", intent: "area:family" },
  {
    message: "A pawnbroker is still holding my mother's gold since she died. The pawn ticket is in her name. Can I redeem it as her son?",
    intent: "legal-question",
  },
  { message: "I receive calls every day from unknown numbers saying they will kidnap my child if I don't return a phone. I'm very afraid", intent: "safety" },
  { message: "Please they are taking my sister right now from our store at Big Market, police say she bought stolen shoes. She's crying", intent: "urgent" },
  { message: "Need to fix appointment with a partner for my business case, what days are free?", intent: "booking" },
  { message: "I'm from Guinea and I want to invest in a pawn shop here. Can you handle all the company papers for me?", intent: "area:business" },
  { message: "what is the capital of Guinea", intent: "off-topic" },
  { message: "see you later", intent: "goodbye" },
  {
    message: "The arbitration award said the supplier should pay me for the rotten bales but he has not paid for 6 months. I want it enforced",
    intent: "area:arbitration",
  },
  { message: "I need a lawyer to check the hire purchase agreement for a shop container I'm buying from a used container dealer.", intent: "area:contract" },
  { message: "Abeg send me di number wey I fit call una, me credit small", intent: "phone" },
  {
    message:
      "Dem don carry me husband go Brookfields police since yesterday night. di man wey pawn di TV for am na tif, now dem say na me husband na di tif. We nor fit see am",
    intent: "urgent",
  },
  {
    message: "I was the manager at a second hand furniture shop. The owner terminated me and refuses to pay my end of service benefit. I want to claim it.",
    intent: "area:contract",
  },
  { message: "who win match yesterday, East End Lions or Kallon", intent: "off-topic" },
  {
    message: "My customer paid me deposit for a used phone and then changed her mind after 2 days. She wants the deposit back. Do I legally have to return it?",
    intent: "legal-question",
  },
  { message: "What time una open and where exactly una de?", intent: "hours", also: ["address"] },
  {
    message: "Me and my brothers de fight over my late papa land na Kissy where im junks store de. Dem wan sell am without me. I need lawyer",
    intent: "area:land",
  },
  {
    message:
      "I'm a woman selling used clothes alone. A man keeps coming to my stall drunk, saying if I don't give him free clothes he will rape me. I'm afraid",
    intent: "safety",
  },
  { message: "Can Mohamed Conteh help with my land matter? A friend recommended him", intent: "attorney:Mohamed Conteh" },
  { message: "is there someone who speaks Fula? or French is ok too", intent: "knowledge:Languages spoken" },
  {
    message:
      "I'm charged with receiving stolen property because my shop bought copper cables from some boys. I have bail. Please I need a criminal lawyer for the trial",
    intent: "area:criminal",
  },
  { message: "I wish to see the senior partner personally regarding my late husband's pawn business. Please book me in for next week.", intent: "booking" },
  { message: "how many lawyers una get and which ones de handle criminal case?", intent: "team" },
  { message: "pls do you know any place that buys broken phones for parts", intent: "off-topic" },
  { message: "police held my two boys at Kissy Dockyard station since Sunday over used car parts. They have not charged them. Help", intent: "urgent" },
  {
    message:
      "Our bale container was delivered to the wrong consignee at the Quay because of a bill of lading mix-up, and that person sold our bales. We want to claim from the shipping agent.",
    intent: "area:shipping",
  },
  { message: "If the bales I bought were rotten, how long do I have to complain before I lose my right?", intent: "legal-question" },
  {
    message:
      "My girlfriend is pregnant and says the baby is mine. I sell used phones and she says I must pay maintenance now. I need a family lawyer for the paternity and support matter.",
    intent: "area:family",
  },
  { message: "Good day to you", intent: "greeting" },
  { message: "I need to change the directors of my pawn shop company after my partner left. Can you help me file the changes?", intent: "area:business" },
  { message: "Which email should I write to for a consultation?", intent: "email" },
  { message: "hw to write receipt book for my junks business, template pls", intent: "off-topic" },
  { message: "I gave my phone to a repair man and he sold it as used. Police say it's a civil matter, not criminal. Is that true?", intent: "legal-question" },
  {
    message: "The two of us sharing the used shoe business have a dispute and our contract says mediation first. Can una handle the mediation?",
    intent: "area:arbitration",
  },
  {
    message: "My son is at Ferry Junction police since Friday night, they picked him at the junks market. They beat him there. We need lawyer to go now",
    intent: "urgent",
  },
  { message: "Shall I bring the supplier's invoices and the photos of the rotten bales with me?", intent: "knowledge:What to bring" },
  { message: "Dem don tie my brother for market say e tif one phone, dem wan burn am. Police nor de yet. Abeg", intent: "safety" },
  { message: "Kindly share all your contact details, I am writing from Conakry", intent: "contact" },
  {
    message:
      "The Ministry told me the land I bought for my second-hand furniture warehouse is state land. I paid the seller in full. Need help with the title.",
    intent: "area:land",
  },
  { message: "Is the office open on Good Friday?", intent: "hours" },
  { message: "How to get Chinese visa to buy phones in Guangzhou", intent: "off-topic" },
  {
    message: "A customer bought 3 bales on instalment with a signed agreement, he stopped paying after the first instalment. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "pls help me book a meeting with a contract lawyer, I can come Thursday or Friday", intent: "booking" },
  { message: "tanks boss", intent: "thanks" },
  { message: "My landlord seized my bales because I owe 2 months rent. Can he hold my goods like that?", intent: "legal-question" },
  {
    message:
      "I'm a used phone dealer accused of cybercrime because one phone I sold was used for fraud. Police want me for questioning tomorrow. I need criminal defence",
    intent: "area:criminal",
  },
  { message: "Abeg police don tek me mama from im house na Lunsar dis morning, dem say tif clothes de inside im bale. E still de station", intent: "urgent" },
  { message: "I'm looking for a firm that does both business and criminal. What do you cover?", intent: "services" },
  {
    message: "The landlord whose son pawned my phone has been threatening to throw acid on me if I report. I am staying at a friend's place now",
    intent: "safety",
  },
  { message: "recipe for cassava leaf pls, I cook for the shop workers", intent: "off-topic" },
  {
    message: "Investors from Ghana want to buy 40 percent of my used clothes import company. I need a lawyer to handle the investment deal.",
    intent: "area:business",
  },
  { message: "Are your lawyers local or some from abroad?", intent: "team" },
  { message: "I'm coming from Congo Cross bridge, how far is your office from there?", intent: "address" },
  { message: "I'm divorcing my wife and we need to divide our pawn shop business. I need a family lawyer.", intent: "area:family" },
  { message: "how much for lawyer to come to court with me?", intent: "knowledge:Fees" },
  {
    message:
      "They just grabbed my brother at the Eastern Police roundabout and put him in the police pickup because of a phone he was selling. where do we go??",
    intent: "urgent",
  },
  { message: "I need help with a marine insurance claim for bales lost at sea on the way from Rotterdam.", intent: "area:shipping" },
  { message: "I need to sit with a lawyer face to face. When is the earliest date?", intent: "booking" },
  {
    message: "The supplier in Belgium has started arbitration against me in London over unpaid bales. Can your firm represent me in it?",
    intent: "area:arbitration",
  },
  { message: "ok, I go come back. waka fine", intent: "goodbye" },
  { message: "Morning o", intent: "greeting" },
  {
    message:
      "Ma name na Foday, I sell phone na Sani Abacha. Police don write me letter say make I come station Monday about tif phones. una de handle dis kind case?",
    intent: "area:criminal",
  },
  { message: "Please the OSD men have picked my brother from his shop at Kissy Road and are holding him at their base since last night.", intent: "urgent" },
  { message: "how to tell if iphone is refurbished or original", intent: "off-topic" },
  { message: "The pawnshop says my TV got damaged while they kept it and it's not their fault. Are they responsible to pay me?", intent: "legal-question" },
  { message: "I want to book a consultation and also know how much it will cost", intent: "booking", also: ["knowledge:Fees"] },
  { message: "any parking space for customers at your place?", intent: "knowledge:Parking" },
  {
    message: "I want to use my shop land at Calaba Town as security for a loan. Can a land lawyer check the title and prepare the mortgage papers?",
    intent: "area:land",
  },
  { message: "My business partner's brother threatened me with a gun yesterday because of money from the bales. I can't sleep at home.", intent: "safety" },
  { message: "Do you do any work for people who buy and sell used goods?", intent: "services" },
  { message: "una de work after 5?", intent: "hours" },
  {
    message:
      "My late husband's pawn shop still has customers' items inside. His brothers locked it. I am the wife and want to manage the estate. Pls help me with letters of administration.",
    intent: "area:family",
  },
  { message: "wetin be di price of used laptop now na Freetown", intent: "off-topic" },
  {
    message:
      "My wife is locked up at Goderich police since this morning. They say she bought a stolen generator for our shop. We have the receipt. Please hurry",
    intent: "urgent",
  },
  {
    message: "My employer at the junks shop deducts money from my salary for every missing dress. I have an employment contract and I want to challenge it.",
    intent: "area:contract",
  },
  { message: "Is your email info@ something? pls confirm the full address", intent: "email" },
  { message: "Can a pawnbroker refuse to give me back my item if I lost the pawn ticket?", intent: "legal-question" },
  {
    message: "I want to partner with a Chinese company to supply refurbished phones. I need help with the joint venture and registration.",
    intent: "area:business",
  },
  { message: "is +232 76 123 456 still una number?", intent: "phone" },
  { message: "i wan sabi if una lawyer dem de speak Limba or Krio", intent: "knowledge:Languages spoken" },
  { message: "What is the size of your legal team?", intent: "team" },
  { message: "ok so", intent: "unknown" },
  {
    message:
      "The port charged us huge storage for our bales container because of the strike. We want to challenge these charges. Can you help with port matters?",
    intent: "area:shipping",
  },
  { message: "is charging phone overnight bad for battery", intent: "off-topic" },
  { message: "I settled with a pawnshop through mediation but they are not obeying the settlement. Can you help enforce it?", intent: "area:arbitration" },
  {
    message:
      "I'm a trader at Bo. The man whose stolen phone I bought attacked me today and says he will come back with his boys to kill me. I'm hiding at the mosque",
    intent: "safety",
  },
  {
    message:
      "My friend who sells junks has been taken to the military barracks at Kingtom. She's been there since yesterday and they won't tell us why. She's a single mom",
    intent: "urgent",
  },
  { message: "what r d options to contact u guys?", intent: "contact" },
  { message: "I bought a shop at Wellington with a conveyance but another man has a conveyance for the same land. Need help to sort it.", intent: "area:land" },
  { message: "I sold 10 bales to a man who paid with a bad cheque. Can I have him arrested?", intent: "legal-question" },
  { message: "Book me an appointment with the lawyer who handles rotten bales issue pls", intent: "booking" },
  {
    message: "My teenage son is charged with receiving stolen goods. He's home on bail and the trial starts soon. Can your criminal team defend him?",
    intent: "area:criminal",
  },
  { message: "Can you tell me the practice areas of the firm", intent: "services" },
  { message: "Are you open today? it's 4:30", intent: "hours" },
  { message: "best way to advertise my used phones shop in Freetown", intent: "off-topic" },
  { message: "wetin I go bring for di appointment?", intent: "knowledge:What to bring" },
  { message: "Ma husband wan marry second wife and sell our junks shop wey I build wit am. I wan divorce and get my share", intent: "area:family" },
  { message: "Thank you, I'll wait for your call", intent: "thanks" },
  {
    message: "pls urgent my dad was arrested at 7am today at his pawn shop on Kissy Road. they took his phone too. we don't know which station",
    intent: "urgent",
  },
  { message: "Can you draft a sales agreement for me? I'm selling my whole used phones stock to another dealer.", intent: "area:contract" },
  {
    message: "Someone threw stones at my stall and wrote 'tif' on my door with paint. They said next time na me dem go stone. I fear for my life",
    intent: "safety",
  },
  {
    message: "My pawn shop company needs to hold its AGM and the shareholders are fighting about dividends. Need corporate governance help",
    intent: "area:business",
  },
  { message: "weh i fit buy cheap bales wholesale for Freetown?", intent: "off-topic" },
  { message: "how do I find your office, is it upstairs or ground floor?", intent: "address" },
  {
    message: "The police returned the stolen phone to the owner and the man who sold it to me ran away. Can I make the police pay me back?",
    intent: "legal-question",
  },
  { message: "Abeg dem de tek me pikin now now from di house, police say e sell tif phone. E nor do nothing. Wetin we go do", intent: "urgent" },
  {
    message: "The ship arrived with our used clothes container opened and bales missing. I want to sue the carrier for the lost bales.",
    intent: "area:shipping",
  },
  { message: "I'd like to speak to a lawyer in person this Thursday please", intent: "booking" },
  { message: "Is arbitration faster than court for a dispute with my phone supplier? If yes, I want you to handle it for me.", intent: "area:arbitration" },
  { message: "hello una, how una de", intent: "greeting" },
];
