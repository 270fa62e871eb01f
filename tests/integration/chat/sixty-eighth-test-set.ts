import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Barbers, hair salons, braiders and beauty shops; writers: Mariatu (19, Kissy braiding apprentice, Krio SMS), Alhaji Bai (52, Lumley barbershop owner, formal letters), Fanta (34, Bo salon owner, long Krio-English stories), Kelvin (25, Congo Cross chair renter, slang and typos), Mrs Josephine Cole (60, Wilberforce customer, formal English), Aminata (London extensions supplier, British English), Ousmane (Guinean braider, French words), Sallieu (Makeni wig seller, voice typing, dropped vowels).
export const SIXTY_EIGHTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o. Good morning una", intent: "greeting" },
  {
    message:
      "I rent chair for one barbing saloon for Congo Cross, pay 300 every month. Owner now say he want 50% of all my cuts on top of the rent, no paper we sign before. I want una help make proper agreement or fight am",
    intent: "area:contract",
  },
  { message: "pls pls police don hold my oga for Kissy station since last nite, dem say customer hair burn. Wetin we go do", intent: "urgent" },
  { message: "how long should I leave relaxer on 4c hair before rinsing? customer hair very dry", intent: "off-topic" },
  {
    message: "A customer left her wig with me to revamp, 3 months now she never come back nor pay. Am I allowed by law to sell the wig to recover my money?",
    intent: "legal-question",
  },
  { message: "una de open Saturday? I only free when shop close", intent: "hours" },
  {
    message:
      "Good day. I want to buy a small plot at Waterloo to build my own salon, the seller show me survey plan only. Can una do the search on the land before I pay?",
    intent: "area:land",
  },
  {
    message: "the landlord son and him boys come to the salon with cutlass this morning say if we no commot by friday dem go wound us. we fraid to open",
    intent: "safety",
  },
  {
    message:
      "My husband and I ran the barbershop together for 11 years. Now we are separating and he says the shop and everything in it is his. I need a lawyer for the divorce and to sort out the shop.",
    intent: "area:family",
  },
  { message: "How many lawyers are in the firm? I prefer a woman for my matter", intent: "team" },
  { message: "I wan book appointment for see lawyer, Tuesday or Wednesday after 10", intent: "booking" },
  {
    message:
      "I import 2 containers of braiding hair from China, one don land for Queen Elizabeth Quay since 3 weeks, customs no gree release am, dem say papers no complete. Una de handle dis kind of thing?",
    intent: "area:shipping",
  },
  { message: "wetin be price for Xpression braid attachment for Dove Cot market now", intent: "off-topic" },
  {
    message:
      "Police give me invitation letter to come Tuesday for Congo Cross station, one customer say I steal her bag in the shop. I never do am. I want lawyer go with me",
    intent: "area:criminal",
  },
  { message: "how much una de charge for first consultation", intent: "knowledge:Fees" },
  {
    message:
      "Sir, military men have taken my apprentice from our barbing shop at Lumley about an hour ago. They said he cut a soldier badly. We don't know where they carried him.",
    intent: "urgent",
  },
  {
    message: "Me and my two sisters want register our beauty shop as company so we fit get loan from bank. How the shares go divide and wetin we need",
    intent: "area:business",
  },
  { message: "pls wat is ur email, I wan send di tenancy agreement scan", intent: "email" },
  {
    message:
      "My partner and I own a salon in Bo together and we have quarrelled over the money. We don't want to go to court because of the family. Is there a way una can help us settle it outside court?",
    intent: "area:arbitration",
  },
  {
    message: "if my landlord don take rent for 2 yrs advance, he fit drive me before the 2 yrs finish because he want give the shop to his niece?",
    intent: "legal-question",
  },
  { message: "Can you write a short poem for the opening of my new salon, Glam Queens, on Saturday?", intent: "off-topic" },
  { message: "dem don lock my sista for Bo police since yestaday na fight for the salon, dem no gree make we see am", intent: "urgent" },
  { message: "Where exactly is your office? I am coming from Wellington by poda poda", intent: "address" },
  {
    message:
      "I'm a salon owner, I trained a girl for 2 years free, she signed she would work for me 1 year after. Now she has opened her own stall next door and is taking my customers. I need help enforcing what she signed.",
    intent: "area:contract",
  },
  {
    message:
      "customer husband call me say if I no pay for him wife hair wey fall, he go come kill me. He don come twice today wit boys. I de hide inside back room now",
    intent: "safety",
  },
  { message: "what kind of cases do u people handle", intent: "services" },
  {
    message:
      "My scalp got burned at a salon in Wilberforce from a relaxer, I have wounds and the doctor bills. Can I sue them and how much would the court give me?",
    intent: "legal-question",
  },
  { message: "my baby father na barber, he no de give money for the pikin since January, wetin I go do, I want una help me", intent: "area:family" },
  { message: "Police dey inside we salon now dem de drag Mariama go, say na she tief the customer phone. Abeg help", intent: "urgent" },
  { message: "whatsapp number pls", intent: "phone" },
  {
    message:
      "Me an my broda dem get family lan for Lunsar, we build small barb shop on it. Now one man come wit paper say na him own the land. Abeg una de handle dis?",
    intent: "area:land",
  },
  { message: "best clipper for fades under 500 thousand leones? wahl or andis", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a meeting with one of your lawyers concerning my salon premises. Kindly let me know the earliest available date.",
    intent: "booking",
  },
  { message: "Bonjour, hello", intent: "greeting" },
  {
    message:
      "My brother is on bail now, he was charged with wounding after a fight in his barbershop. The trial starts next month and his lawyer stopped coming. We need a criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message: "does a chair renter have the right to take his customers' phone numbers when he leaves the shop? my renter left and took all my regulars",
    intent: "legal-question",
  },
  { message: "wat time una close on friday", intent: "hours" },
  {
    message:
      "I supply wigs to salons in Makeni and Kenema. An investor from Ghana wants to put money in my business for 30%. I need a lawyer to set up the shareholding properly.",
    intent: "area:business",
  },
  { message: "how to make my own shea butter hair cream at home", intent: "off-topic" },
  { message: "police come tek my husband from the barber shop dis afternoon, dem carry am go CID. no body tell us why", intent: "urgent" },
  { message: "una de speak Temne? my mama no sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "The shipping line damaged my cargo of hair dryers and salon chairs, half of them broken when we opened the container at the quay. Can your firm make a cargo claim for me?",
    intent: "area:shipping",
  },
  { message: "hmm", intent: "unknown" },
  {
    message: "Abeg help me. My boss for the salon de beat me every day, today e burn me wit the hot comb. I don run comot but I fraid, I no get where to go",
    intent: "safety",
  },
  {
    message:
      "I sold 6 bundles of Brazilian hair on credit to a salon owner, she paid only half. Can I take her to court for such small money and will I get it back?",
    intent: "legal-question",
  },
  { message: "una get how much lawyers", intent: "team" },
  {
    message:
      "We went to arbitration with the supplier of our salon equipment and won the award last year but they refuse to pay. Do you help to enforce an arbitration award?",
    intent: "area:arbitration",
  },
  { message: "How can I get in touch with you people? Phone, email, anything", intent: "contact" },
  { message: "i de find work as barber for freetown, una know any shop de hire?", intent: "off-topic" },
  { message: "I need to talk to a lawyer face to face about my shop. Can I come tomorrow at 11?", intent: "booking" },
  {
    message: "salon owner no pay me salary for 4 month, I de do nails for her shop since 2021. She say business slow. I want claim my money",
    intent: "area:contract",
  },
  {
    message: "My son is in a cell at Eastern police since Sunday. Fight at the barbing saloon. They say no bail until we pay. Please what can you do",
    intent: "urgent",
  },
  { message: "tenki ya", intent: "thanks" },
  {
    message:
      "Dear Sir, my late husband owned 3 barbing salons in Kenema. He left no will and his brothers are sharing the shops among themselves. I need a lawyer for the estate.",
    intent: "area:family",
  },
  { message: "can I park my car in front of your office or is there a parking place nearby", intent: "knowledge:Parking" },
  { message: "Leone Stars go win dis weekend?", intent: "off-topic" },
  { message: "is it legal for my landlord to padlock my saloon because I owe one month rent? all my clippers and dryers inside", intent: "legal-question" },
  {
    message:
      "I own a beauty shop in Makeni. A customer reported me to police that the cream I sold her spoiled her skin. Police wrote statement and said they will charge me to court. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message: "Some boys in the area say my braiding place na witch place because customer faint inside. Dem gather outside now wit stones. We lock the door",
    intent: "safety",
  },
  {
    message: "OSD people don carry all di boys dem wey de work for we barbershop na Calaba Town, dem say na cliques. Dem still de hold dem now",
    intent: "urgent",
  },
  {
    message: "I want lease shop space at Siaka Stevens street for my salon, 5 yrs. landlord bring agreement, pls can una check am before I sign",
    intent: "area:land",
  },
  { message: "Are you open during lunch time? I can only come at 1pm", intent: "hours" },
  {
    message: "Is Christiana Thomas still with the firm? Somebody told me she helped a hairdresser friend with her salary case",
    intent: "attorney:Christiana Thomas",
  },
  { message: "how I go register my barbing shop name for business registry? Want open bank account for the shop", intent: "area:business" },
  { message: "wetin be di name of dat hair style wey dem de call goddess locs, how many pack I need", intent: "off-topic" },
  {
    message:
      "My apprentice cut a customer's ear with the clipper by mistake. The customer says I as owner must pay the hospital. Is that true or should the apprentice pay?",
    intent: "legal-question",
  },
  { message: "Do you people handle matters for small business owners like hairdressers?", intent: "services" },
  { message: "abeg dem don arrest me now now for Waterloo station, dem take my phone, na my friend phone I de use. Na fight for salon", intent: "urgent" },
  {
    message:
      "My wigs were shipped from the UK on a vessel to Freetown, the cargo has been missing for two months and the shipping agent is not answering. Do you handle this kind of case?",
    intent: "area:shipping",
  },
  { message: "Can I pay the lawyer fees in parts? Business slow since rainy season", intent: "knowledge:Fees" },
  {
    message:
      "My ex boyfriend keep coming to my salon to threaten me, today he slap me in front of customers and say he go come back tonight. I'm afraid to go home",
    intent: "safety",
  },
  {
    message:
      "Hello, I'm in London and I ship extensions to a woman in Freetown who sells to salons. We had a written supply agreement, she has received about £3,000 of hair and stopped paying. I want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "abeg I wan meet lawyer dis week bout my saloon matter, which day free", intent: "booking" },
  { message: "will it rain in Freetown tomorrow, I want to braid outside", intent: "off-topic" },
  {
    message: "They have taken my daughter from the salon to the police station in Lumley just now, the customer accused her of stealing a wig. She is only 17.",
    intent: "urgent",
  },
  {
    message: "My landlord sold the building where my barbershop is. Does the new owner have the right to increase my rent before my lease ends?",
    intent: "legal-question",
  },
  {
    message: "Three of us share one salon. The quarrel don reach police before. We want mediation with a lawyer so we no go court. Una de do that?",
    intent: "area:arbitration",
  },
  { message: "What's your email address please? I'd rather send everything in writing from the UK", intent: "email" },
  { message: "I wan adopt my late sister pikin, she de learn hair dressing with me now. How una go help me with the adoption", intent: "area:family" },
  { message: "please I get problem o", intent: "unknown" },
  { message: "charge for my clippers no de hold again, where I fit repair am for Freetown", intent: "off-topic" },
  {
    message:
      "Mon frère a été accusé de vol dans un salon de coiffure. He is out now but they say the case will go to Pademba Road court. We need avocat for criminal defence",
    intent: "area:criminal",
  },
  { message: "Police at my shop door right now saying they will take me because customer say relaxer burn her. what do I do", intent: "urgent" },
  { message: "Wetin be una phone number, I wan call una", intent: "phone" },
  { message: "How do I find Kamara & Associates, is it near the Cotton Tree?", intent: "address" },
  { message: "Do you have lawyers who are women? Who are the lawyers there", intent: "team" },
  { message: "Est-ce que vous parlez français? Mon anglais n'est pas très bon", intent: "knowledge:Languages spoken" },
  {
    message:
      "I have a chain of two beauty shops. My co-owner wants to take a bank loan in the company name without my permission. I need a business lawyer to look at our governance.",
    intent: "area:business",
  },
  {
    message: "if a customer refuses to pay after I finish her knotless braids, can I hold her phone until she pays or is that against the law?",
    intent: "legal-question",
  },
  { message: "Make me a CV for barber job pls", intent: "off-topic" },
  { message: "I'd like a consultation with a lawyer next week. I'm a hair stylist with a dispute over my shop rent.", intent: "booking" },
  {
    message:
      "Two men came to my stall at Big Market, said I owe them for hair and if I don't pay tomorrow they will burn the stall with me inside. They came back twice.",
    intent: "safety",
  },
  {
    message:
      "My grandfather's land in Kenema, my uncles want to sell the part where my mother's salon is. We need a boundary survey and a lawyer to protect our share.",
    intent: "area:land",
  },
  { message: "all the ways una de contact people pls", intent: "contact" },
  { message: "wetin una law firm de do", intent: "services" },
  { message: "are u open on sunday", intent: "hours" },
  { message: "Which papers should I bring when I come to see the lawyer? I have my shop receipts and the tenancy paper", intent: "knowledge:What to bring" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "Thank you so much, that was helpful", intent: "thanks" },
  { message: "mi kompin bin de barb na Lumley, soja dem tek am go barracks since yestaday. Im mama de cry", intent: "urgent" },
  { message: "helo good afternoon", intent: "greeting" },
  {
    message:
      "my husband say if I open the salon again tomorrow he go kill me, he don break all my mirrors and dryers last night. I de my friend house now hiding",
    intent: "safety",
  },
  {
    message:
      "Good afternoon, I clear goods at the quay for a cosmetics importer. A consignment of hair relaxer and creams has been held by customs for valuation for 5 weeks now and the demurrage is climbing. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "which one better for customer wit sensitive scalp, no lye relaxer or texturizer", intent: "off-topic" },
  { message: "Dey don put me broda na cell for Makeni central polis station, na di wig shop fight, since two days no food", intent: "urgent" },
  {
    message: "I rent a chair in a salon, the owner says if I leave before my 1 year she will keep my deposit of 2 million. Can she legally keep it?",
    intent: "legal-question",
  },
  { message: "What are your office hours? I work in the salon till 7 every day", intent: "hours" },
  { message: "Pls I need lawyer to write agreement for the girls wey de rent chair for my shop, 6 of dem, so nobody go argue after", intent: "area:contract" },
  { message: "salute here from Makeni I wan to make a point meant with lawyer when I come to town next Thursday", intent: "booking" },
  { message: "who are d lawyers in una office", intent: "team" },
  { message: "hw much 1 pack of ponytail braid hair in mkeni nw", intent: "off-topic" },
  {
    message:
      "Good day. Last week there was a fight in my barbershop and one boy got wounded. Police took my statement and told me to report every Monday. I have not been charged yet but I want a lawyer from now.",
    intent: "area:criminal",
  },
  { message: "the police just pick up my apprentice Fatu from in front the salon, they put her in the van, they going to Ross Road station", intent: "urgent" },
  {
    message:
      "di shop wey I rent for 7 yrs, landlord die, now im pikin dem say na dem own am and wan sell. I wan buy am but I want lawyer check di title deed first",
    intent: "area:land",
  },
  { message: "Is there parking for a keke near your office", intent: "knowledge:Parking" },
  {
    message:
      "My wife left for America and left our two children with me. I am a barber, I can take care of them. Now her family wants to take the children. I want custody.",
    intent: "area:family",
  },
  { message: "Is it against the law to braid hair on the street in front of a shop without permit? council people keep chasing us", intent: "legal-question" },
  { message: "Dem de fight now now inside di barber shop, one get knife, we customers don run outside, dem go kill each other", intent: "safety" },
  {
    message: "We are opening a beauty supply shop with partners from Guinea. What company structure should we use and can your firm register it for us?",
    intent: "area:business",
  },
  { message: "Please send me the phone number of the firm", intent: "phone" },
  {
    message:
      "L'autre coiffeur et moi on a un problème d'argent, we share the salon rent. We want somebody in the middle to settle, not court. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "bro how u do taper fade wit line up, tutorial pls", intent: "off-topic" },
  {
    message:
      "Madam they have detained my mother at Kissy police since yesterday evening after the woman from the next shop accused her of poisoning her customer with bad hair dye. Please help us.",
    intent: "urgent",
  },
  { message: "email address for consultation pls", intent: "email" },
  { message: "Can I see Mr Conteh or any lawyer on Monday about my shop lease", intent: "booking" },
  { message: "if my apprentice get injury inside my shop from the hot iron, I de responsible by law?", intent: "legal-question" },
  {
    message:
      "I worked as a barber at a big shop in Aberdeen with a contract. They sacked me without notice and refused to pay my last month. I want to take action against them.",
    intent: "area:contract",
  },
  { message: "???", intent: "unknown" },
  { message: "Good morning. Could you tell me the areas of law your firm covers?", intent: "services" },
  { message: "abeg police dem don handcuff my papa for the shop, dem say the wig dem na stolen goods, dem de carry am go now", intent: "urgent" },
  { message: "Pls wetin I fit use stop hair breakage after braids, my customer hair de cut", intent: "off-topic" },
  {
    message:
      "My container of salon equipment is at the port but there is a charter party dispute between the ship owner and the agent so nobody will release it. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  {
    message: "Pls help, one man de follow me from the salon to my house every night, he say he go rape me if I no gree am. I fraid for my life",
    intent: "safety",
  },
  { message: "wetin I suppose carry come for the meeting", intent: "knowledge:What to bring" },
  { message: "una open tomorrow by 8 in the morning?", intent: "hours" },
  {
    message: "A customer accused me of stealing her gold earring while I was braiding her. The case is in magistrate court next week. I need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "Customer pay me deposit for wig, then cancel after I don order am from China. I fit keep the deposit by law?", intent: "legal-question" },
  { message: "Salut, good evening", intent: "greeting" },
  {
    message:
      "soldiers came to my barbing saloon at Wilberforce and took my two boys in their vehicle, they said they disrespected an officer. it's been 3 hours",
    intent: "urgent",
  },
  { message: "How do I contact you from Ghana? I am a hairdresser there with a case at home", intent: "contact" },
  {
    message:
      "Dear Sir, I wish to transfer the title of my late father's shop premises at Kissy Road into my name. I run a salon there. Please advise if you handle conveyancing.",
    intent: "area:land",
  },
  { message: "can u help me with name for my new barbershop, something catchy", intent: "off-topic" },
  { message: "I want appointment with family lawyer Friday morning, my name Fanta from Bo", intent: "booking" },
  {
    message: "the bank want charge my salon plenty interest on the loan, dem de threaten to take the shop. I wan lawyer for dis bank matter",
    intent: "area:business",
  },
  { message: "Is Ibrahim Jalloh the one who handles bail? I heard about him from a barber at Congo Cross", intent: "attorney:Ibrahim Jalloh" },
  { message: "Customer wey hair burn don bring her brothers dem to my stall, dem say dem go beat me today until I pay. Dem de outside now", intent: "safety" },
  { message: "We signed arbitration clause with our wig supplier in Accra. Now dispute. Can una represent us in the arbitration?", intent: "area:arbitration" },
  {
    message: "My landlord wants to evict me from the barbershop with only one week notice. How much notice is he supposed to give by law?",
    intent: "legal-question",
  },
  { message: "whr ur office? i de Bo i wan com nxt wk", intent: "address" },
  { message: "police don take my husband from Lumley barbing saloon go Adonkia station since morning, dem no gree tell we wetin im do", intent: "urgent" },
  { message: "ok thanks a lot", intent: "thanks" },
  {
    message: "My mama get salon for 30 yrs in Kenema, she want write will so her 4 pikin no fight when she die. Una fit help write am?",
    intent: "area:family",
  },
  { message: "who win the boxing match for national stadium yesterday", intent: "off-topic" },
  { message: "Do you have legal aid? I'm just an apprentice I no get money", intent: "knowledge:Fees" },
  {
    message:
      "Good afternoon, we supply hair to salons. One salon signed to buy 100 packs every month for a year, now after 3 months she stopped ordering and won't pay for the last delivery. We need the agreement enforced.",
    intent: "area:contract",
  },
  {
    message:
      "I'm writing from London, my sister called crying that police took her from her salon in Freetown this morning over a fight with a customer. She's still at the station. What can you do?",
    intent: "urgent",
  },
  { message: "Are there many lawyers there or just one?", intent: "team" },
  { message: "do una do only court case or una do other things too", intent: "services" },
  { message: "I'll be driving, is there parking at Siaka Stevens Street?", intent: "knowledge:Parking" },
  {
    message: "Di man wey rent chair next to me pull gun for me today inside di shop because of customer. Im say next time im go shoot. I de fraid",
    intent: "safety",
  },
  { message: "I be apprentice for 3 yrs, my madam no pay me anything, she say na training. Da one legal? She owe me money?", intent: "legal-question" },
  {
    message:
      "Good morning, I am a barber and I was charged with assault after defending myself in my shop. I was granted bail. I need a lawyer for the trial at Pademba Road.",
    intent: "area:criminal",
  },
  { message: "Y'all open on public holidays? Eid is on Friday", intent: "hours" },
  {
    message: "Bonjour, my hair products came by ship from Conakry and the vessel owner says some goods fell in the sea. I want to claim for the lost cargo",
    intent: "area:shipping",
  },
  { message: "wetin be the best braid style for pikin wey de go school", intent: "off-topic" },
  { message: "Abeg dem don hold me pikin for juvenile station na Kingtom sins Friday, e bin de sweep for barbing shop wen dem raid", intent: "urgent" },
  { message: "Please can I book a time to speak with a land lawyer, I am a salon owner with a lease problem", intent: "booking" },
  {
    message: "mi salon de na family lan. mi uncle dem wan put me out, dem say woman no get share. Abeg una help me wit the family lan matter",
    intent: "area:land",
  },
  { message: "cn I gt ur numba 4 whatsap", intent: "phone" },
  {
    message: "My customer signed a paper that she knew the chemical may irritate. Now her scalp is burnt and she wants to sue. Does that paper protect me?",
    intent: "legal-question",
  },
  {
    message:
      "Good evening. I want to become shareholder in my friend's barbing company, he wants me to put 20 million. Please help me with the share agreement and governance.",
    intent: "area:business",
  },
  { message: "Can I send my documents by email first? What is the address", intent: "email" },
  { message: "my phone no de charge, where una de charge phone near Siaka Stevens", intent: "off-topic" },
  { message: "ok I go talk to una later, bye", intent: "goodbye" },
  {
    message: "Our barbers' association want a lawyer to mediate between two members fighting over one shop space. We don't want court. Can una help?",
    intent: "area:arbitration",
  },
  { message: "Help o, di landlord don lock me inside di shop wit im boys outside, dem de knock say dem go beat me", intent: "safety" },
  { message: "does anyone there speak Mende", intent: "knowledge:Languages spoken" },
  { message: "na police de bang di door for my house now, dem say dem de find me for di salon case. wetin I go do", intent: "urgent" },
  { message: "Can police arrest me because customer no like her hairstyle and say I spoil her hair? She don report me", intent: "legal-question" },
  {
    message: "I am a braider in Ghana. My late father's house in Freetown, my stepmother won't let us share it. We need a lawyer for the inheritance.",
    intent: "area:family",
  },
  { message: "Hi, what services do you offer?", intent: "services" },
  { message: "how fr is Bo frm Freetown by car", intent: "off-topic" },
  { message: "Good morning, kindly book me for a consultation this Wednesday at 2pm.", intent: "booking" },
  { message: "Give me all una contact, phone an email, so I go pass am give my madam", intent: "contact" },
  {
    message: "I work for beauty shop as cashier for 2 yrs, dem sack me say I tief money but no proof, dem no pay me end of service. I want lawyer for dis",
    intent: "area:contract",
  },
  {
    message: "Plis help my wife detained at Bo police since saturday, customer say she steal hair extensions. Dem say we pay before dem release am",
    intent: "urgent",
  },
  {
    message: "My apprentice is accused of stealing money from a customer's bag. She has a court date on the 12th. I want to get her a lawyer to defend her.",
    intent: "area:criminal",
  },
  { message: "how many women lawyer una get", intent: "team" },
  {
    message: "My chair renter said he will cut my face with the razor if I come to the shop tomorrow. He said it in front of everyone. Should I even go?",
    intent: "safety",
  },
  { message: "Do you sell hair products?", intent: "off-topic" },
  {
    message: "If I sign the lease for the salon and later the landlord's family say he no get right to rent it, will I lose my money?",
    intent: "legal-question",
  },
  { message: "Which side of Siaka Stevens Street is una office, near which building", intent: "address" },
  { message: "I want to open branch of my salon for Monrovia. Investment and company rules, una fit guide me?", intent: "area:business" },
  { message: "Should I bring the photos of the burnt scalp and the hospital papers to the meeting?", intent: "knowledge:What to bring" },
  { message: "una close by wat time today?", intent: "hours" },
  { message: "ok bye, I go come Monday", intent: "goodbye" },
  {
    message:
      "I ship extensions from Guangzhou. The consignee at Freetown port no collect, now port charges big. I need a lawyer for the port and customs problem",
    intent: "area:shipping",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  { message: "dem tek my bos from the beauty shop go CID since 2 days, no bail, no food. abeg do something", intent: "urgent" },
  { message: "whats the best moisturiser for my customers dry skin after facial", intent: "off-topic" },
  {
    message:
      "Dear Sir, I am the landlord of a building housing four salons. One tenant and I have a dispute over repairs and we both agreed to go to arbitration instead of court. Could your firm act for me?",
    intent: "area:arbitration",
  },
  { message: "wetin I go do, police dem don carry my madam and all we wigs go Malama station, dem say na contraband", intent: "urgent" },
  { message: "how many minutes to steam a customer's hair for deep conditioning", intent: "off-topic" },
  { message: "hey there", intent: "greeting" },
  {
    message: "my customer took a 40 inch human hair wig on credit, promise to pay in 2 weeks, now she block me. Can the court force her to pay plus interest?",
    intent: "legal-question",
  },
  { message: "I wan buy di shop wey I de rent for Lumley market. How una go do di conveyancing an how long e go tek", intent: "area:land" },
  {
    message: "My madam lock me inside the salon at night so I no go out, she de slap me anytime customer complain. I wan run but I fraid she go find me",
    intent: "safety",
  },
  { message: "Can I book to see a lawyer about my salon, and how much is the consultation?", intent: "booking", also: ["knowledge:Fees"] },
  {
    message:
      "Good evening, my husband has married a second wife and now wants to bring her into the beauty shop I built with my own money. I want to divorce him and keep my shop.",
    intent: "area:family",
  },
  { message: "Hello, una de open Saturday and where exactly is the office?", intent: "hours", also: ["address"] },
  {
    message: "The vessel wey carry my hair extension from Lagos delay 2 months, the charter party say 14 days. I lose my Christmas sales. I wan claim",
    intent: "area:shipping",
  },
  {
    message: "They've just arrested my son at the barbershop in Congo Cross. Police said something about drugs found in the back room. He's 19. Please help.",
    intent: "urgent",
  },
  {
    message:
      "Hello, I'm a Sierra Leonean in Maryland running a beauty supply business. I want to open a branch in Freetown and register it there. Can your business lawyer handle everything while I'm abroad?",
    intent: "area:business",
  },
  { message: "what is the best generator for a small barbing saloon, the light de go every night", intent: "off-topic" },
  { message: "I want know di lawyers dem for una firm, na men only?", intent: "team" },
  {
    message: "If the customer's hair fell out after perm but she didn't complain until 3 months later, can she still take me to court?",
    intent: "legal-question",
  },
  {
    message: "I want a proper contract for my apprentices, how many years, what they pay, what happen if they leave early. Can una draft am?",
    intent: "area:contract",
  },
  {
    message:
      "I am a hairdresser and my customer's boyfriend keeps sending me messages saying he knows where I live and will come with his friends to deal with me. Tonight he parked outside the salon.",
    intent: "safety",
  },
  {
    message:
      "My shop was searched and police found fake cosmetics they say I sold. They charged me and released me on bail. Next hearing is next week. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "parking de nearby? I go come wit my jeep", intent: "knowledge:Parking" },
  { message: "sir", intent: "unknown" },
  { message: "my broda de cell since 3 days for Pademba Road station, im get barbing shop na Kissy, dem say im fight police. No bail yet", intent: "urgent" },
  { message: "Una de handle arbitration? Me an di company wey sell me salon chairs get palava, di contract say arbitration", intent: "area:arbitration" },
  { message: "pls help me do my homework on the history of hairdressing in Africa", intent: "off-topic" },
  { message: "Hi, I'd like to arrange a video call with a lawyer. I'm in Birmingham and my salon back home has a dispute", intent: "booking" },
  { message: "Me na chair renter, di owner say I must buy products only from am. E get right for force me?", intent: "legal-question" },
  {
    message: "Good morning. Before I pay for a shop in Kenema for my beauty business, I need someone to do a title search and confirm the seller owns it.",
    intent: "area:land",
  },
  { message: "Thank you, I appreciate your help", intent: "thanks" },
  { message: "Since my man die, im family don tek di barbing shop an di pikin dem. I wan di pikin dem back. Abeg una help me", intent: "area:family" },
  { message: "how to open Instagram page for my salon and get more customers", intent: "off-topic" },
  {
    message:
      "Mr Jalloh or anybody, pls, police came to the braiding center and took my sister just now, they said she overstayed, she is from Guinea. They are at the station now",
    intent: "urgent",
  },
  { message: "Is your firm for only big companies or for normal people too, like me wey de braid?", intent: "services" },
  { message: "are you open now?", intent: "hours" },
  {
    message: "Pls I need lawyer to advise our salon board, the other directors want remove me as director because I travel. Wetin we go do",
    intent: "area:business",
  },
  { message: "Please what number can I call to reach the firm?", intent: "phone" },
  { message: "Dem de beat di apprentice now now for behind di shop, di oga say she tief im money. She de cry. Abeg wetin I go do", intent: "safety" },
  {
    message:
      "I bought a salon business with the equipment, but the seller didn't tell me the rent was owed for 1 year. Now the landlord wants me to pay the debt. Must I pay by law?",
    intent: "legal-question",
  },
  {
    message:
      "I'm the consignee for 3 pallets of salon chairs that arrived at QEII Quay damaged. The carrier says it's not their fault. I need someone to handle the cargo claim.",
    intent: "area:shipping",
  },
  { message: "how to book the basketball court at Brookfields for our barbers tournament", intent: "off-topic" },
  { message: "I'm in the US. what email do I send my documents to", intent: "email" },
  { message: "Abeg, polis dem don tek mi wan ya apprentice dem, 3 gyal pikin, dem de hold dem na Waterloo since last week Sunday", intent: "urgent" },
  { message: "I want know about Hawa Turay, she de handle family land and will? My papa leave salon building for us", intent: "attorney:Hawa Turay" },
  {
    message:
      "My brother's barbing shop had a fight, and the other man died in hospital. Police want my brother to report. He is not arrested yet. We need a strong criminal lawyer now.",
    intent: "area:criminal",
  },
  { message: "Can I schedule appointment for Monday 10am? I need to talk about my shop rent issue", intent: "booking" },
  {
    message:
      "I sign contract with one salon in Bo to supply them braiding hair. Dem don receive 3 deliveries, now dem say dem no go pay for di last one because hair tangle. I need lawyer review the contract an see wetin I go do",
    intent: "area:contract",
  },
  { message: "how do I reach una if I no get credit to call", intent: "contact" },
  { message: "Good morning Kamara chambers", intent: "greeting" },
  { message: "my customer want her nails done in acrylic, how do i do it without lifting", intent: "off-topic" },
  { message: "Will I get my deposit back if I leave the shop before the lease ends? I paid 3 years in advance", intent: "legal-question" },
  {
    message: "A crowd de gather outside di salon say we de harbour tief because police come yesterday. Dem de shout say dem go burn di shop wit we inside",
    intent: "safety",
  },
  { message: "Mi pikin papa wan tek di pikin go America but I no gree. I de braid hair for feed am. Abeg I need lawyer for custody", intent: "area:family" },
  { message: "Una lawyer dem sabi talk Krio? I no too sabi English", intent: "knowledge:Languages spoken" },
  {
    message: "Boundary palava. Di man next to my barbing shop don build im wall inside my land by 2 feet. I wan lawyer for the boundary dispute",
    intent: "area:land",
  },
  { message: "Do you work on weekends?", intent: "hours" },
  {
    message:
      "My friend is a barber, police came to his house at dawn and took him, no reason. Now he is held at Central police station. He called me from someone's phone.",
    intent: "urgent",
  },
  { message: "can u tell me how to treat a burnt scalp? my customer scalp hot after relaxer", intent: "off-topic" },
  {
    message:
      "Me and my former partner went to mediation at the chamber of commerce about our salon but she no follow the agreement we sign there. Can una help make she respect am?",
    intent: "area:arbitration",
  },
  { message: "kindly i need appointment wit lawyer abeg tell me when", intent: "booking" },
  { message: "How many lawyers work for Kamara and Associates?", intent: "team" },
  { message: "Customer hair extension i sell am get lice, she say na from my hair. She want take me go court. E go win?", intent: "legal-question" },
  { message: "wat kain case una de tek", intent: "services" },
  {
    message:
      "I want to bring investment from China to build a big beauty supply warehouse in Freetown. What registrations and approvals do we need? Can your firm handle it?",
    intent: "area:business",
  },
  { message: "Dear Sir, what documents am I expected to bring to the consultation regarding my late husband's barbershop?", intent: "knowledge:What to bring" },
  { message: "na now now dem de tek me go polis, dem say I spoil woman hair. I de type inside di van", intent: "urgent" },
  { message: "is it ok to braid pregnant woman hair tight", intent: "off-topic" },
  {
    message: "good morning, port people seize my hair dryers say dem na used electrical goods not allowed. I get all papers. Una get shipping lawyer?",
    intent: "area:shipping",
  },
  { message: "I need help with something", intent: "unknown" },
  {
    message:
      "I was accused of burning a customer's hair on purpose and they charged me with causing harm. Court is on Monday. Do you take criminal cases like this?",
    intent: "area:criminal",
  },
  { message: "wetin be una whatsapp? I wan send voice note", intent: "phone" },
  { message: "how much una de charge for write contract for chair renters", intent: "knowledge:Fees" },
  {
    message: "Please I need help, my landlord is trying to force himself on me because I owe rent for the salon. He comes every night. I am scared",
    intent: "safety",
  },
  { message: "Does the law allow my salon landlord to raise rent 3 times in one year?", intent: "legal-question" },
  {
    message:
      "I'm a makeup artist working under contract with a bridal salon. They've stopped paying my commission for the last 6 weddings. I want to take action.",
    intent: "area:contract",
  },
  { message: "Can my driver wait somewhere near your office while I'm in the meeting?", intent: "knowledge:Parking" },
  { message: "Bye, have a good day", intent: "goodbye" },
  { message: "I want come see lawyer for my salon building matter, una fit give me time next week?", intent: "booking" },
  {
    message:
      "My papa buy land for 1998 for Hastings where I build my salon. Now somebody say dem get conveyance too. I need lawyer to check which paper correct and fight am",
    intent: "area:land",
  },
  {
    message: "Please, the police have been holding our salon owner at Ross Road since Wednesday, no charge, no lawyer. The staff are all outside the station.",
    intent: "urgent",
  },
  { message: "best shampoo for locs", intent: "off-topic" },
  {
    message: "Dear Madam, I would like to prepare a will leaving my two hair salons to my daughters. Is this something you can help with?",
    intent: "area:family",
  },
  { message: "Which ways can I contact the firm from abroad? Phone, WhatsApp, email?", intent: "contact" },
  { message: "I de apprentice, my madam keep my ID card so I no leave. E legal?", intent: "legal-question" },
  { message: "dem don lock up di whole barber shop staff na Congo Cross police, 5 boys, after fight wit di neighbor shop. Since yesterday", intent: "urgent" },
  {
    message: "Our salon franchise agreement says disputes go to arbitration. The franchisor has breached it. Can your arbitration people help?",
    intent: "area:arbitration",
  },
  { message: "email pls", intent: "email" },
  { message: "I want sell my 40% share in the salon company to my cousin. How to transfer shares properly? Need business lawyer", intent: "area:business" },
  { message: "how many partners you have at the firm?", intent: "team" },
  { message: "my customer ask me if I fit recommend a dermatologist in Freetown", intent: "off-topic" },
  { message: "I de hide for di back of di shop, di man wey I do im wife braids come wit cutlass, im say im wife hair don loss. Abeg", intent: "safety" },
  { message: "If I sell my salon, do I have to pay the apprentice anything by law?", intent: "legal-question" },
  { message: "wen una de open morning time", intent: "hours" },
  { message: "wetin I go bring for di meeting? I get only receipt for di wig", intent: "knowledge:What to bring" },
  {
    message:
      "We booked space on a ship for 200 cartons of braiding hair from Ghana, the shipping line loaded only 120 and the rest are lost. I need a lawyer to claim from the shipping line.",
    intent: "area:shipping",
  },
  { message: "they are beating my husband at the police post where they took him after the salon fight, since last night", intent: "urgent" },
  { message: "Dear Sir, I should be grateful if an appointment could be arranged with a lawyer for Thursday afternoon.", intent: "booking" },
  { message: "how much to rent a chair in barber shop in Freetown these days", intent: "off-topic" },
  {
    message: "Police charge my 16 year old son with theft from a barbing shop. Dem release am to me, court date next month. I need lawyer",
    intent: "area:criminal",
  },
  { message: "Hi", intent: "greeting" },
  {
    message: "the customer wey hair burn, she go hospital, now she want me pay for everything plus compensation. How much court go say I pay?",
    intent: "legal-question",
  },
  {
    message:
      "My landlord's lease to me for the salon expired, he wants to give a new lease with different terms. Can your land lawyer prepare and register the new lease?",
    intent: "area:land",
  },
  { message: "Good afternoon. What types of legal work does Kamara & Associates do?", intent: "services" },
  {
    message: "I get dispute wit di contractor wey build my salon, di work no finish. Our agreement say arbitration first. Una fit represent me?",
    intent: "area:arbitration",
  },
  { message: "Dem don carry my papa go Brookfields police since morning, na im barb shop dem raid, im sick, im need im medicine", intent: "urgent" },
  {
    message:
      "Salon owner wants me to sign a chair rental contract with a clause that I can't work in any salon within 5km for 2 years after leaving. Can you review it before I sign?",
    intent: "area:contract",
  },
  { message: "I'm visiting from Leicester next month, how do I get to your office from Lungi airport?", intent: "address" },
  { message: "Abeg book me wit una lawyer for Friday, na about di wig money wey customer owe me", intent: "booking" },
  { message: "how much should i charge for cornrows with extensions, customers complain my price high", intent: "off-topic" },
  {
    message: "Mon mari est parti en Guinée with our savings from the salon and left me with 3 children. I want divorce and maintenance for the children",
    intent: "area:family",
  },
  {
    message:
      "Di man wey own di next shop don threaten me say im go poison me because customers de leave am come my salon. Yesterday im put something for my water. I fraid",
    intent: "safety",
  },
  {
    message:
      "Good morning, I'm importing salon basins by sea. The bill of lading shows the wrong consignee name and the port won't release them. Do you handle port and customs problems?",
    intent: "area:shipping",
  },
  { message: "How many lawyer dey una chambers an wetin dem de do", intent: "team" },
  { message: "My daughter called from Kenema police, they arrested her at the salon where she works this morning. They won't tell her why.", intent: "urgent" },
  {
    message: "We're three stylists wanting to open a salon together as a registered company. How do we set it up so each person's share is clear?",
    intent: "area:business",
  },
  { message: "thnks 4 d info", intent: "thanks" },
  {
    message: "The city council say part of my salon building de on road reserve, dem wan break am. I get my title deed. I need land lawyer",
    intent: "area:land",
  },
  { message: "My apprentice finished 2 years, now she say I must give her certificate and tools by law. Is that true?", intent: "legal-question" },
  { message: "What time do you open in the morning and close in the evening? Want to come before my salon opens", intent: "hours" },
  {
    message:
      "I am a Guinean braider in Freetown. The police charged me with assault after a customer fought me. I am on bail. I need an avocat for the court case.",
    intent: "area:criminal",
  },
  { message: "Good evening", intent: "greeting" },
  {
    message:
      "Commercial dispute between my beauty supply company and a distributor in Ghana, over $20,000. We prefer arbitration over court. Does your firm handle this?",
    intent: "area:arbitration",
  },
  { message: "can you translate my salon price list into French", intent: "off-topic" },
  { message: "I need the phone number pls, I want to call before I come", intent: "phone" },
  {
    message:
      "My salon manager is hiding in my house because her husband is looking for her with a machete after she refused to give him the salon money. He's outside now shouting.",
    intent: "safety",
  },
  {
    message: "Dem employ me as receptionist for one big salon, no contract paper. Dem don owe me 3 months. I want lawyer help me collect",
    intent: "area:contract",
  },
  { message: "Good afternoon. I'd like to meet with a lawyer about a business dispute with my salon partner. What's the earliest date?", intent: "booking" },
  {
    message: "Pls help, the police just rushed into the barbing saloon and took 4 of our customers, they said area raid. One is my younger brother",
    intent: "urgent",
  },
  { message: "Does your lawyers speak French? I'm from Conakry", intent: "knowledge:Languages spoken" },
  {
    message: "My husband died and left a will but his family are saying the will is fake because he gave me the hair salon. I need a lawyer for probate.",
    intent: "area:family",
  },
  { message: "weting be di best colour for paint barbing shop", intent: "off-topic" },
  { message: "Pls I hear say Mohamed Conteh na good land lawyer, e de still work dae?", intent: "attorney:Mohamed Conteh" },
  { message: "Do you handle cases for people in the provinces? I have a salon in Kailahun", intent: "services" },
  {
    message: "The ship wey carry my wigs from Turkey arrive but di container seal broken, half di wigs don go. Una de do cargo claim?",
    intent: "area:shipping",
  },
  { message: "If my wig stall at Big Market burn because of my neighbour's generator, can I make him pay for all my stock?", intent: "legal-question" },
  {
    message:
      "Sir my husband is detained at Lumley police since Monday over the fight in his barber shop, they are asking for money for bail. please help us today",
    intent: "urgent",
  },
  { message: "how una de tek contact? I de far", intent: "contact" },
  {
    message:
      "Me want buy di two shop dem for Kissy Road wey I de rent, but di land na family land an plenty people sign. I need lawyer do search an conveyance",
    intent: "area:land",
  },
  { message: "Please I want set up meeting wit criminal lawyer for my apprentice case", intent: "booking" },
  {
    message: "I fraid fo go mi salon, di boys dem wey collect money for di area say if I no pay dem dem go scatter everything an beat me. Dem come today",
    intent: "safety",
  },
  {
    message: "Mediation abeg. Me an di woman wey de sell me nail products get palava over money, we no wan go court, we wan lawyer sit we down",
    intent: "area:arbitration",
  },
  { message: "is the office open on Friday afternoon", intent: "hours" },
  { message: "tell me a joke to make my customers laugh", intent: "off-topic" },
  {
    message: "Good day, I need help with a dispute over shares in our barbershop company, my partner issued new shares to his wife without a board meeting.",
    intent: "area:business",
  },
  { message: "alright, I'll be in touch. Goodbye", intent: "goodbye" },
  {
    message: "police don hold my madam for Congo Cross station, dem say customer die after she do her hair chemical. She de dae since yesterday",
    intent: "urgent",
  },
  {
    message:
      "My son is charged with robbery at a beauty shop but he was at home that night. The case is at the High Court and I want a defence lawyer to take over.",
    intent: "area:criminal",
  },
  { message: "una de tek payment small small? I de sell wig, money no de all at once", intent: "knowledge:Fees" },
  {
    message:
      "I agreed in writing to sell my salon equipment to another stylist in instalments. She took everything and has paid nothing for 5 months. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Can I come and see a lawyer at the office tomorrow morning?", intent: "booking" },
  {
    message: "Mi wife de go back to Ghana wit mi pikin dem, I na barber here. I want court order make dem no take di pikin dem without me",
    intent: "area:family",
  },
  { message: "which area una de, I de near Kissy ferry", intent: "address" },
  { message: "Abeg come quick, di customer dem de fight inside my salon, one don broke bottle, dem de run after my apprentice", intent: "safety" },
  {
    message:
      "I'm a freight forwarder; one of my clients, a salon owner, had her container of extensions auctioned by the port without notice. We want to claim.",
    intent: "area:shipping",
  },
  { message: "Are all your lawyers in Freetown or do some work in Bo?", intent: "team" },
  { message: "soja dem tek di barber boy dem from di junction, dem say curfew, dem carry dem go Wilberforce barracks", intent: "urgent" },
  { message: "Thanks, you've been very kind", intent: "thanks" },
  { message: "I want to lease my salon building to another hairdresser for 10 years. Please prepare the lease for me.", intent: "area:land" },
  { message: "how to make my customers wait less, good appointment app for salon", intent: "off-topic" },
  {
    message: "A stylist wey rent chair for my shop hurt a customer with hot comb. The customer want sue me, not the stylist. Who dem go hold responsible?",
    intent: "legal-question",
  },
  { message: "Hi, I'd like to book a consultation with the family lawyer. When is she free?", intent: "booking" },
  { message: "Una fit help enforce arbitration award from Ghana for here? The Accra company owe my salon supply business", intent: "area:arbitration" },
  { message: "wey I go park my okada when I come", intent: "knowledge:Parking" },
  { message: "what areas of law u cover? i have few problems with my shop", intent: "services" },
  {
    message: "One woman order 20 wigs for her bridal party, sign paper, pay deposit, now she refuse collect the rest an pay. I wan lawyer enforce di agreement",
    intent: "area:contract",
  },
  {
    message: "My nephew was picked up by police at the barber shop, they're holding him at Calaba Town and they've been beating him. Please send someone.",
    intent: "urgent",
  },
  { message: "I want lawyer help me write shareholders agreement for our beauty shop company, 4 of us", intent: "area:business" },
  { message: "ok so", intent: "unknown" },
  { message: "pls recommend salon in London that does Sierra Leone style cornrows", intent: "off-topic" },
  { message: "Me kin de lock imsef for di toilet of di salon, di man wey im borrow money from come wit boys an dem de break di door", intent: "safety" },
  { message: "Hello, I'd like the email address for the consultations team.", intent: "email" },
  {
    message:
      "Good morning. The police accuse my barber of selling drugs in the shop. He was released on police bail and must report. We need a criminal lawyer for him.",
    intent: "area:criminal",
  },
  { message: "Can my husband's family take the salon I opened with my own money after he died?", intent: "legal-question" },
  { message: "Are you open till 5 on Friday? I want to come straight from the shop", intent: "hours" },
  { message: "Kushe ya, how una de", intent: "greeting" },
  { message: "Pls I want to do maintenance case. My husband na big barber for Bo, him no de give money for pikin school fees", intent: "area:family" },
  { message: "Dear Sir, I request an appointment with a business lawyer to discuss registering my salon company. Thank you.", intent: "booking" },
  { message: "abeg make una fix me meeting wit lawyer, I de call but nobody pick", intent: "booking" },
  { message: "Do I need to bring my ID card and the lease agreement to the appointment?", intent: "knowledge:What to bring" },
  { message: "Please can you send me the address of the chambers", intent: "address" },
  {
    message: "Our salon owners' association needs an arbitrator for a dispute among members over a shared generator contract. Do you provide this?",
    intent: "area:arbitration",
  },
  { message: "una get phone number for call, not only whatsapp?", intent: "phone" },
  { message: "Please how can my mother reach you, she doesn't use the internet", intent: "contact" },
  { message: "wetin be di price for clipper blade for Siaka Stevens street shop", intent: "off-topic" },
  {
    message:
      "I chartered a small vessel with two other traders to bring hair products from Dakar. The owner now claims extra freight or he won't unload. Can your shipping team help?",
    intent: "area:shipping",
  },
  { message: "abeg di police don come tek me junior broda from di wig shop just now, dem say na im bin fight, dem de carry am go station", intent: "urgent" },
  { message: "I'd like to speak with a lawyer in person next Tuesday about a customer claim against my salon.", intent: "booking" },
  {
    message: "Help me pls, my boyfriend lock me out, im de beat me every night because I no gi am di salon money. Im say next time im go kill me",
    intent: "safety",
  },
  { message: "Pls una de do title deed? I buy land for Makeni for build salon but I no get deed yet", intent: "area:land" },
  { message: "So una de do family case, land case an all dat?", intent: "services" },
  { message: "tenkyu, na so I go do", intent: "thanks" },
  { message: "bye una, God bless", intent: "goodbye" },
  {
    message: "My sister was convicted of stealing from the salon where she worked. We want to appeal the judgment. Can your criminal lawyer help?",
    intent: "area:criminal",
  },
  { message: "Can we speak in Krio at the meeting? My English isn't great", intent: "knowledge:Languages spoken" },
  {
    message: "Good evening, my investor wants to exit from my salon company and take his money back. I need a business lawyer to handle the investment exit.",
    intent: "area:business",
  },
  { message: "Wetin una de charge for land search? I wan know before I come", intent: "knowledge:Fees" },
  {
    message: "I'm a barber and my employer is taking money from my pay for towels and blades without agreement. I need help with my employer.",
    intent: "area:contract",
  },
  { message: "I am a hairdresser in the UK and I want to adopt my niece from Freetown. Do you handle adoptions?", intent: "area:family" },
  { message: "u get woman lawyer?", intent: "team" },
  {
    message: "We have a dispute with the company that fitted out our salon. They offered to settle with a mediator. Can your firm act for us in the mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "Cargo claim: 50 boxes of hair relaxer arrived spoiled because the container was not kept cool like agreed with the carrier. I need your shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Do you open early, like 8am? I open my salon at 9", intent: "hours" },
];
