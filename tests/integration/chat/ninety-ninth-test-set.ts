import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: tailors, seamstresses, fashion apprentices and their customers (unpaid orders, spoilt cloth, apprentices' contracts, shop rent) — writers: (1) Aminata Fofanah, 19, apprentice seamstress in Kissy, Krio and SMS on a cracked Android; (2) Pa Sorie Mansaray, 61, master tailor at Dove Cut market, voice-to-text Krio-English without punctuation; (3) Mrs Elizabeth Macauley, 48, owner of a couture house and sewing school at Wilberforce, formal emails; (4) Foday Kanu, 26, roadside tailor in Bo, heavy shorthand and typos; (5) Mariama Jusu, 35, seamstress in Makeni, long plain-English stories; (6) Kadiatu Sannoh, 42, schoolteacher and customer in Lumley ordering ashobi, mixed Krio-English; (7) Daniel Williams, 33, Sierra Leonean in London shipping fabric and sewing machines home, direct English; (8) Isha Kallon, 22, fashion design student and Instagram seller in Kenema, fragments and slang
export const NINETY_NINTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o, good morning una", intent: "greeting" },
  {
    message:
      "I sewed 14 pieces of ashobi for a wedding party in March. The bride's mother collected all of them and promised to pay the balance of Le 9,000 after the wedding. It is now July and she does not pick my calls. I want a lawyer to help me recover my money.",
    intent: "area:contract",
  },
  { message: "abeg police don cari mi master go Kissy station dis morning, customer say e spoil in lace. e still de insai. wetin a go do", intent: "urgent" },
  { message: "how many yards of cloth do I need for a kaftan for a man 6 foot tall", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I rent a two-room shop at Wilberforce for my sewing school. The landlord has informed me that he intends to sell the building and wants me to vacate within one month, although two years of my lease remain. I should be grateful if your chambers could advise and represent me in this matter.",
    intent: "area:land",
  },
  { message: "if my apprentice leave before 3 yrs finish can i keep d machine her family bring or must i give am back", intent: "legal-question" },
  { message: "wat time una de open 2moro", intent: "hours" },
  {
    message:
      "The customer whose gown I burnt with the iron came back with two boys. They said if I don't pay for the cloth by Friday they will break my hands so I can never sew again. I am closing the shop early and I am scared to walk home alone.",
    intent: "safety",
  },
  {
    message:
      "I shipped a 40ft container of Dutch wax and sewing machines from Felixstowe to Freetown. It has been at Queen Elizabeth II Quay for three weeks and customs are saying the value I declared is wrong. Do you handle port and customs matters?",
    intent: "area:shipping",
  },
  { message: "how many lawyers una get", intent: "team" },
  { message: "wan register mi fashion house name 'Isha Kouture' how", intent: "area:business" },
  { message: "wetin mek mi phone no de charge wen a plug am na di shop socket", intent: "off-topic" },
  {
    message:
      "Good evening. My younger brother, an apprentice tailor, was picked up by police at Lumley last night after his master accused him of stealing two bundles of lace. He has not been released and they will not tell us when he will be charged. Please we need a lawyer now.",
    intent: "urgent",
  },
  {
    message:
      "My husband and I ran the tailoring shop together for twelve years. Now he has married another woman and says the shop and the five machines are his alone. I want to divorce him properly and get my share.",
    intent: "area:family",
  },
  { message: "pls I want to book consultation 4 my shop rent case, any day next week", intent: "booking" },
  {
    message: "Me and di tailors union chairman get palava ova di stall dem, wi no want go court, una fit put neutral pesin fo settle am?",
    intent: "area:arbitration",
  },
  {
    message:
      "A customer brought me silk that was already torn and now says I spoilt it. She says she will take me to court and the court will make me pay three times the price. Can she really do that when I have witnesses that the cloth was already damaged?",
    intent: "legal-question",
  },
  { message: "how much una de charge fo consultation", intent: "knowledge:Fees" },
  { message: "dem lock mi in di cell na Bo police, di woman say a tek en cloth money. abeg send lawyer", intent: "urgent" },
  { message: "What kind of cases does your firm take?", intent: "services" },
  {
    message:
      "I was summoned to CID about cloth that disappeared from the shop where I worked. I have not been arrested but they want me to come on Thursday. I need a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "who won the Miss Sierra Leone pageant last night, which judge gave the highest score for the evening gown", intent: "off-topic" },
  { message: "wetin na una fon nomba", intent: "phone" },
  {
    message:
      "frm Bo. i sow 30 skul uniform 4 a privet skul, dem pay half nd refuse d rest, say d uniform dem no fit. I get d signd order paper. pls help me colect",
    intent: "area:contract",
  },
  {
    message:
      "mi oga de touch mi bodi wen di oda apprentice dem don go home, e say if a tell enibodi e go drive mi and spoil mi name. a no wan go back but a fraid",
    intent: "safety",
  },
  { message: "Where exactly is your office in Freetown? I'm coming from Wellington by poda poda.", intent: "address" },
  {
    message: "Landlord lock mi shop wit en own padlock bikos a owe two months rent, all mi customers dem cloth de insai. Na lawful tin dat?",
    intent: "legal-question",
  },
  {
    message: "Mi papa lef mi one plot na Makeni we a wan build mi tailoring workshop, but mi uncle dem say na family lan. A wan lawyer fo di lan matter.",
    intent: "area:land",
  },
  { message: "hi", intent: "greeting" },
  {
    message: "Good afternoon, I would like to see one of your lawyers about the apprenticeship agreements at my sewing school. Is Wednesday at 11 possible?",
    intent: "booking",
  },
  { message: "can you write me a short speech for my sewing school graduation day, 20 students are finishing", intent: "off-topic" },
  { message: "una lawyer dem de tok Mende? mi mama no sabi English an e wan cam wit mi", intent: "knowledge:Languages spoken" },
  {
    message:
      "URGENT police at my shop right now they want to take my husband customer report say he collect money for 50 suits and no deliver pls come Dove Cut",
    intent: "urgent",
  },
  {
    message: "pls my bales of lace frm Lagos fall inside sea wen dem de offload frm d ship, d shipping coy no wan pay. u do dat kind case?",
    intent: "area:shipping",
  },
  { message: "pls i get problm", intent: "unknown" },
  { message: "Are you open on Saturday? I sew all week and Saturday is the only day I am free.", intent: "hours" },
  {
    message:
      "My friend and I want to open a boutique together. She brings the money and I bring the designs and the machines. We want your help to register it and set up the partnership properly so nobody cheats.",
    intent: "area:business",
  },
  { message: "Is there a woman lawyer among you? I prefer to talk to a woman about my problem with my master.", intent: "team" },
  { message: "wetin na di price of one bale of okrika na Kissy market dis week", intent: "off-topic" },
  { message: "email address pls", intent: "email" },
  {
    message:
      "Somebody break into mi shop na nite an carry all mi tri machine an di customers dem cloth. Police no de do notin. A wan make dem find am and prosecute am.",
    intent: "area:criminal",
  },
  {
    message:
      "My husband said tonight he will burn the shop with me inside because I refused to give him the money from the wedding orders. He has already poured kerosene near the door once. I am at my sister's place now.",
    intent: "safety",
  },
  {
    message:
      "Good day. My late master left his tailoring shop and machines to me in writing, but his children want to take everything. I need help with the estate.",
    intent: "area:family",
  },
  { message: "mi pikin wey de learn tailoring na Makeni, soja dem hol am since yestade na checkpoint, dem no release am yet", intent: "urgent" },
  {
    message:
      "Do I have a right to get my apprenticeship certificate if I paid all the fees but my madam refuses to sign it because I want to open my own shop near hers?",
    intent: "legal-question",
  },
  { message: "how can I reach una office", intent: "contact" },
  { message: "Is there anywhere to park a keke near your office?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir, my former business partner and I disagree on the division of the fashion house assets. Our agreement contains a clause referring disputes to arbitration. Could your chambers act for me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  { message: "a wan meet lawyer 2moro morning, na bout customer wey no pay fo e wedding gown", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, I run a sewing school and each apprentice signs a three-year training agreement. I would like your chambers to review and redraft the agreement so that it is fair and enforceable, including the clauses on fees, tools and leaving early. Kindly let me know how to proceed.",
    intent: "area:contract",
  },
  {
    message:
      "Mr lawyer my son Abu na apprentice tailor at Congo Cross, police carry am go station since 4 o'clock say e tif customer phone. E still de de now, dem say na Monday court. Please help.",
    intent: "urgent",
  },
  { message: "wetin na di best way fo press suit so e no shine", intent: "off-topic" },
  { message: "una de handle wetin kain case dem?", intent: "services" },
  {
    message: "i rent shop 4 Bo main market, 2 yrs rent paid, nw landlord say he give d shop 2 anoda tailor. pls i need lawyr 4 dis tenant matter",
    intent: "area:land",
  },
  {
    message:
      "My customer collected the dress, wore it to the wedding, and now says she will not pay because the zip broke on the dance floor. I fixed it free of charge. Is she allowed to refuse payment after wearing it?",
    intent: "legal-question",
  },
  {
    message: "di man wey a sew en suit don cam tri times wit cutlass, e say a spoil en cloth, e go finish mi. a de hide na mi neighbor os now",
    intent: "safety",
  },
  { message: "Is Isatu Bangura still working at your chambers? A friend said she handled her shop case.", intent: "attorney:Isatu Bangura" },
  {
    message:
      "My daughter's father stopped paying for her school since I opened my tailoring shop. He says I have money now. I want to go for child maintenance.",
    intent: "area:family",
  },
  { message: "Can I book a meeting with Isatu Bangura? Any time on Thursday works for me.", intent: "booking" },
  { message: "una close by wetin time? a go cam afta mi shop close", intent: "hours" },
  {
    message:
      "A clearing agent collected Le 40,000 from me to clear my 20ft container of sewing machines at the quay. Six weeks now, no container, no receipt, and he is avoiding me. I need a lawyer for this port matter.",
    intent: "area:shipping",
  },
  { message: "Good evening", intent: "greeting" },
  {
    message:
      "Please help, I am writing from the phone of a police officer at Central Police. They arrested me this afternoon at my stall because a customer said I sold her fake material. I am still here.",
    intent: "urgent",
  },
  {
    message:
      "Last year I was arrested over a missing bale of brocade and released after two days without charge. Now the same woman has reported me again. I need a lawyer to defend me before this goes too far.",
    intent: "area:criminal",
  },
  { message: "give me a short poem about needle and thread to paint on my shop wall", intent: "off-topic" },
  {
    message:
      "We want to turn our family tailoring shop into a limited company and take a bank loan for industrial machines. Can your firm help with the registration and the loan documents?",
    intent: "area:business",
  },
  { message: "wetin go happen to mi if a no finish di apprenticeship contract? madam say a go pay all di tri years fee back", intent: "legal-question" },
  { message: "wetin a fo bring wen a de cam fo di meeting? a get di receipt book and di customer dem order paper", intent: "knowledge:What to bring" },
  {
    message:
      "Two of us seamstresses share one shop and we can't agree who keeps the customers now that we are splitting. We don't want court. Can someone neutral sit with us and decide?",
    intent: "area:arbitration",
  },
  { message: "What's the cheapest way to send £300 from London to my mum in Freetown this week?", intent: "off-topic" },
  { message: "dem don tek mi broda na Kenema station yestade nite, e still insai. e na tailor, police say e bin de sell stolen cloth.", intent: "urgent" },
  { message: "can you send me the names of your lawyers", intent: "team" },
  { message: "Can I WhatsApp you people? And what's your email?", intent: "phone", also: ["email"] },
  {
    message:
      "I paid a fabric supplier on Kroo Town Road for 60 yards of guinea brocade for my customers. He took the money two months ago and keeps saying next week. I need my money or the cloth.",
    intent: "area:contract",
  },
  {
    message:
      "Since the shop started doing well my brother in law comes every night drunk, slaps me and says he will kill me if I don't give him a share. Last night he pulled a knife. I'm afraid to open the shop today.",
    intent: "safety",
  },
  {
    message:
      "Good morning. I want to buy a small piece of land near Waterloo to build a sewing workshop. Can your firm do the title search and the conveyance?",
    intent: "area:land",
  },
  { message: "what services do you offer", intent: "services" },
  { message: "Can I pay the lawyer in small parts? My shop business is slow this season.", intent: "knowledge:Fees" },
  { message: "a wan si lawyer bout mi master wey no gi mi mi certificate, wetin day a fit cam", intent: "booking" },
  {
    message: "Is it legal for my land lord to double the shop rent in the middle of the year when my agreement says the rent is fixed for two years?",
    intent: "legal-question",
  },
  { message: "whats the price of a singer sewing machine in freetown now", intent: "off-topic" },
  { message: "una office de na which side, near wetin?", intent: "address" },
  {
    message: "Me an mi husband don separate. Na me de train all di pikin dem wit di shop money. A wan divorce am proper and keep mi pikin dem.",
    intent: "area:family",
  },
  { message: "hello?? anybody there", intent: "unknown" },
  { message: "hw 2 close my fashion company, i no want continue, d partners agree. pls help", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my head cutter, who was detained at Ross Road Police Station this morning after a customer alleged that he stole her wedding fabric. He remains in custody and no charge has been explained to him. Kindly send a lawyer to the station at the earliest.",
    intent: "urgent",
  },
  {
    message:
      "Someone is going around Freetown using my fashion house name to collect deposits from customers and disappear. I want to report him and see him prosecuted.",
    intent: "area:criminal",
  },
  { message: "wats ur email", intent: "email" },
  { message: "Are you open during lunch? I can only come at 1pm.", intent: "hours" },
  { message: "how to sew a pillow case with a zip", intent: "off-topic" },
  {
    message:
      "Dear Sir, a consignment of 200 bolts of lace shipped from Guangzhou was short-landed by 40 bolts when the vessel arrived in Freetown. The shipping line disputes our claim. We require representation in this cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "A customer wrote on Facebook that I spoilt her cloth and I am a cheat, and I lost many orders. How much will the court give me if I sue her?",
    intent: "legal-question",
  },
  { message: "do you speak french, my customer from Guinea need lawyer", intent: "knowledge:Languages spoken" },
  {
    message: "Mi master de beat di apprentice dem wit belt ebri day, today e beat one gyal until shee de bleed. A fraid e go do mi di same tin.",
    intent: "safety",
  },
  { message: "how do I get in touch with you people", intent: "contact" },
  {
    message: "Good day. I should like to schedule a consultation regarding the lease of my boutique premises. Please advise available slots next week.",
    intent: "booking",
  },
  {
    message: "We got an arbitration award against a customer who ordered 100 uniforms and refused to pay, but she is ignoring it. Can you help enforce it?",
    intent: "area:arbitration",
  },
  { message: "mi madam dem lock am since Friday na Makeni police, shee no get bail yet, di customer say shee cut di cloth short on purpose", intent: "urgent" },
  { message: "Thanks a lot for the help, very useful.", intent: "thanks" },
  { message: "how do I land a job as a designer in a fashion house in Dubai", intent: "off-topic" },
  {
    message: "Mi shop de na Bo, di landlord don die and en pikin dem all de cam collect rent. A no sabi who fo pay. A need lawyer fo dis shop rent wahala.",
    intent: "area:land",
  },
  {
    message:
      "They have just handcuffed my wife in front of our shop at PZ and put her in the police pickup. A customer shouted that she ran away with her deposit. Please where should we go, they are driving to Eastern Police now.",
    intent: "urgent",
  },
  {
    message: "Can my apprentice's father sue me because his son cut his finger on the shop machine? He is saying he will collect big money from me.",
    intent: "legal-question",
  },
  { message: "opn nw?", intent: "hours" },
  {
    message:
      "I employed a cutter on a one-year contract and after four months he stopped coming and took two of my best customers with him. I want to enforce the contract.",
    intent: "area:contract",
  },
  {
    message:
      "The landlord's boys came to my shop this morning and said if I'm not out by Sunday they will throw me and my machines in the gutter and beat me. They did it to the shoemaker next door. I'm scared to sleep in the shop.",
    intent: "safety",
  },
  { message: "who are the lawyers there", intent: "team" },
  { message: "Cutoms de hol mi carton dem of zip and thread na di Quay, dem say a no pay duty proper. A wan lawyer fo elp clear am.", intent: "area:shipping" },
  { message: "I would like a consultation with Ibrahim Jalloh next Tuesday about my late husband's tailoring shop.", intent: "booking" },
  {
    message: "Good afternoon. I have a sewing school and want to get the proper licence and register it as a business. Please can you handle that for me?",
    intent: "area:business",
  },
  { message: "Abeg tell mi how fo cook cassava leaf wit fish, mi customer dem de cam fo Christmas party", intent: "off-topic" },
  {
    message: "my a prentice sleep for cell since yesterday at Kissy police say he go stay until his master come I am the master please help what I go do",
    intent: "urgent",
  },
  {
    message:
      "My father was a master tailor in Kenema. He died in January without a will and my stepmother has locked the shop and sold two machines. I want to apply for letters of administration for his estate.",
    intent: "area:family",
  },
  { message: "Which documents should I prepare before I meet the lawyer about my apprentice contract?", intent: "knowledge:What to bring" },
  {
    message:
      "I gave a tailor Le 1,500 and my own cloth for my graduation dress. She spoiled the cloth and refuses to refund. If I take her to court, will the judge make her pay for the cloth also or only the money I gave?",
    intent: "legal-question",
  },
  {
    message: "pls my cuzin na tailor dem give am court summons say e beat e apprentice. e nor arrest. we need lawyer to defend am 4 court",
    intent: "area:criminal",
  },
  { message: "Good afternoon to you all", intent: "greeting" },
  { message: "Una de do mediation? Mi an mi customer get palava ova 40 uniform, wi all two wan settle am witout court.", intent: "area:arbitration" },
  { message: "how many metres in one yard of cloth", intent: "off-topic" },
  { message: "Please send me your phone number, I will call after work", intent: "phone" },
  {
    message:
      "Dear Sir/Madam, My nephew, a fashion apprentice aged 17, has been on remand at Pademba Road for two weeks over a theft allegation from his master's shop. We have been unable to raise a lawyer. I should be grateful if you would take up his case urgently.",
    intent: "urgent",
  },
  { message: "Do you people do only court cases or other legal work too?", intent: "services" },
  { message: "Na mi gran papa lan we mi shop de, now mi uncle say e wan sell am. A wan stop am, una fit elp?", intent: "area:land" },
  {
    message: "i am a seamstress. my husband beat me yesterday bcos i sew late for customer. he say tonite he go finish me. i no get where to go",
    intent: "safety",
  },
  { message: "lawyr meet 2day pssble?", intent: "booking" },
  {
    message:
      "I am a customer. I paid a tailor in full for six agbadas for my family for Eid. Eid has passed, he has delivered none and now says the cloth was stolen. I want him to refund or deliver.",
    intent: "area:contract",
  },
  {
    message: "Do you offer free legal help for apprentices who have no money? My master owes me my tools and I cannot pay a lawyer.",
    intent: "knowledge:Fees",
  },
  { message: "mi pikin homework: change dis sentence to past tense 'she sews the dress'", intent: "off-topic" },
  {
    message:
      "I'm in London and I shipped 12 industrial sewing machines in a shared container to Freetown. The consolidator says my boxes were not on the vessel when it docked. I need someone in Freetown to chase the claim against the shipping line.",
    intent: "area:shipping",
  },
  { message: "Can the bank take my shop machines if my partner stopped paying the business loan without telling me?", intent: "legal-question" },
  { message: "Kindly provide your email address so that I may send the signed apprenticeship agreement.", intent: "email" },
  { message: "na me de write from insai di cell na Makeni, dem borrow mi di fon. Customer say a tek en money fo 10 gown. abeg send pesin", intent: "urgent" },
  { message: "I want to write a will so my sewing shop and machines go to my two daughters and not to my brothers.", intent: "area:family" },
  { message: "Africell or Orange, which one get better data contract fo mi shop phone?", intent: "off-topic" },
  { message: "Which street is your office on?", intent: "address" },
  { message: "Me an mi sista wan register di shop name na Business Registry, wi wan una do di papers dem fo wi.", intent: "area:business" },
  {
    message:
      "Good morning. Please can you tell me your office hours? I sew at Lumley market and want to come before the market opens. And where exactly is the office?",
    intent: "hours",
    also: ["address"],
  },
  { message: "ok so", intent: "unknown" },
  { message: "How many of your lawyers are partners and who are they?", intent: "team" },
  {
    message:
      "they release me on bell last week after they hold me three days about a customer gold lace that missing now I have to go to court I need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "can i park my okada in front of una office", intent: "knowledge:Parking" },
  { message: "Dear Sir, what is the best way to contact your firm from abroad?", intent: "contact" },
  {
    message:
      "Please. Since I reported my master for not paying me, his wife has been calling my phone at night saying they know where my mother lives and something will happen to us. Today a man followed me from the shop to my house.",
    intent: "safety",
  },
  {
    message:
      "I am a fashion designer. A supplier and I have a contract clause saying disputes go to arbitration in Freetown. We now have a dispute over 300 yards of damaged fabric. Please can your chambers represent me?",
    intent: "area:arbitration",
  },
  { message: "If I close the shop because of the landlord's threats, will I still owe him the rent for the rest of the year?", intent: "legal-question" },
  {
    message:
      "Hello, I'm in London for now but back in Freetown on the 14th. Could I set up a meeting with one of your lawyers that week to go through my cargo claim?",
    intent: "booking",
  },
  {
    message: "soja dem carry mi padi from in tailor shop na Lungi now now, dem de tek am go barracks, say e sew army uniform witout permission",
    intent: "urgent",
  },
  { message: "thanku so much madam", intent: "thanks" },
  { message: "ok bye", intent: "goodbye" },
  {
    message: "good day, i wan start small garment factory na Wellington, wi go employ 15 people. i need help wit company registration and investment papers.",
    intent: "area:business",
  },
  {
    message:
      "Please help, my mother runs a tailoring shop at Dove Cut. Police came at 6 this morning and took her and her sewing machines. They said it is about a customer's complaint. It is now evening and she is still at the station.",
    intent: "urgent",
  },
  { message: "Can you help me write a business plan for my tailoring shop to take to a microfinance?", intent: "off-topic" },
  {
    message: "Madam say if a lef before mi tri year finish, a go pay am Le 5,000 fine. Di contract no write dat. E get rights fo do dat?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, a hotel contracted my company to sew 120 staff uniforms. We delivered in November and issued our invoice, which remains unpaid despite three reminders. We wish to instruct your chambers to recover the debt.",
    intent: "area:contract",
  },
  {
    message: "customer husband say e go kill mi bikos a tek im wife measurement. e de stand outside mi shop now wit im friend dem. a lock di door",
    intent: "safety",
  },
  { message: "hello there", intent: "greeting" },
  {
    message: "Our tailoring cooperative wants to lease a hall from the council in Kenema for five years. Can you prepare and check the lease for us?",
    intent: "area:land",
  },
  { message: "hw late u ppl work on friday", intent: "hours" },
  {
    message:
      "Di woman wey a de live wit, wi get two pikin. Now e wan leave and tek di pikin dem go Guinea. A wan custody fo mi pikin dem. A na tailor na Kenema.",
    intent: "area:family",
  },
  { message: "Tell me about Mohamed Conteh. What kind of cases does he handle?", intent: "attorney:Mohamed Conteh" },
  { message: "Kushe. A wan mek appointment fo si lawyer bout mi shop rent palava. Monday fit wok?", intent: "booking" },
  {
    message:
      "We chartered space on a vessel for 300 rolls of fabric from India. The vessel diverted to Conakry and our cargo has still not arrived in Freetown. Do you handle charter disputes?",
    intent: "area:shipping",
  },
  { message: "ma aprentis dem arrest am nw nw 4 bo market, dem say e tif phone. e no du am. pls cum", intent: "urgent" },
  { message: "What's the weather going to be like in Freetown this weekend? I want to dry my tie-dye outside.", intent: "off-topic" },
  {
    message:
      "My partner and I fell out over the fashion house. Our shareholders' agreement says we must try mediation first. Can your chambers arrange a mediator?",
    intent: "area:arbitration",
  },
  {
    message: "A customer left her cloth with me over a year ago, never paid the deposit and never came back. Am I allowed to sell the dress to cover my cost?",
    intent: "legal-question",
  },
  { message: "una fit tok Temne? mi granpa go cam wit mi", intent: "knowledge:Languages spoken" },
  {
    message:
      "My stall was looted during the market fire and now the market chairman is saying I caused the fire. The police have not arrested anyone yet, but they have invited me to give a statement. I want a lawyer with me.",
    intent: "area:criminal",
  },
  { message: "wetin una de do exactly", intent: "services" },
  {
    message:
      "Good evening sir. My husband, a tailor, was taken from our house by three policemen at about 9 pm and he is at Waterloo police station. They refused to let us see him. A customer accused him of 'eating' her wedding deposit. Please assist tonight.",
    intent: "urgent",
  },
  {
    message: "A bin tek loan fo mi fashion business from bank, now di bank de threaten fo sell mi machine dem. A wan lawyer fo deal wit di bank.",
    intent: "area:business",
  },
  { message: "ur numba pls", intent: "phone" },
  {
    message:
      "My madam sacked me after seven years as her head seamstress without any notice or pay. I had a written employment contract. I want to take action.",
    intent: "area:contract",
  },
  { message: "abeg tell mi di fare fo Bo to Freetown bus today", intent: "off-topic" },
  {
    message:
      "I'm an apprentice. My master locked me inside the workshop overnight twice this week as punishment and says next time he will burn my hands with the iron. I am inside the shop now and he has gone out.",
    intent: "safety",
  },
  {
    message: "I sew for a boutique on commission. The owner says the designs I made for her belong to her and I can't sell them in my own shop. Is she right?",
    intent: "legal-question",
  },
  { message: "i wan buy d house weh my shop de inside, d owner agree. pls help wit d papers n title search", intent: "area:land" },
  { message: "Can I have the email for consultations?", intent: "email" },
  {
    message: "My sister died and left her 8 year old son with me. He lives with me above my tailoring shop. I want to adopt him legally.",
    intent: "area:family",
  },
  { message: "Is there parking for a van? I'll be bringing the fabric samples for the lawyer to see.", intent: "knowledge:Parking" },
  { message: "dem kech mi yeng broda wit di machine we e buy na street, police say na tif machine, e de na cell na Kissy now", intent: "urgent" },
  { message: "I need an appointment with a lawyer asap about a spoilt wedding gown claim against me", intent: "booking" },
  { message: "Container of Ghana kente fo mi shop don stay 2 months na Quay. Demurrage de pile up. Pls una fit elp mi?", intent: "area:shipping" },
  { message: "Pls hw to cut pattern 4 off-shoulder top, step by step", intent: "off-topic" },
  { message: "I'm coming from Bo, how do I find your office? Is it close to the Law Courts?", intent: "address" },
  {
    message: "I want to report my former apprentice who ran away with Le 20,000 of customers' money and three bolts of lace. I want him charged.",
    intent: "area:criminal",
  },
  { message: "I need help", intent: "unknown" },
  { message: "what is the best way to reach your lawyers", intent: "contact" },
  { message: "wetin go appen if a no pay di shop rent fo tri month? landlord fit trow mi tin dem outside witout court?", intent: "legal-question" },
  { message: "Do you have a lawyer in the Bo office? Who is there?", intent: "team" },
  { message: "Should I bring the spoilt cloth itself or just pictures of it?", intent: "knowledge:What to bring" },
  {
    message:
      "The Tailors and Seamstresses Association has an arbitration panel. My case against another member was decided in my favour but she won't pay. Can you enforce the award for me?",
    intent: "area:arbitration",
  },
  {
    message: "Mi boyfriend push mi down from di shop step last week and today e text mi say e go cam back fo finish di job. A de fraid fo open di shop.",
    intent: "safety",
  },
  { message: "Kindly book me in with Adama Koroma for Friday afternoon about registering my clothing company.", intent: "booking" },
  { message: "POLICE DEM DE DOOR NOW DEM SAY DEM GO CARRY MI PAPA GO STATION BIKOS CUSTOMER SAY E SEW DI GOWN WRONG. PLS ANSWER", intent: "urgent" },
  { message: "How do I give my boutique window more appeal for customers passing by?", intent: "off-topic" },
  { message: "Are you open on public holidays, like Independence Day?", intent: "hours" },
  {
    message:
      "Good day. Could you send me a short list of the legal services your chambers provide? I run a fashion house and want to know what you can help with.",
    intent: "services",
  },
  { message: "Alright thank you very much", intent: "thanks" },
  { message: "ok i go cam back later, bye bye", intent: "goodbye" },
  {
    message:
      "I'm in London. If the clearing agent in Freetown let my container of fabric be sold at auction without telling me, can I get the money back from him or from the port?",
    intent: "legal-question",
  },
  {
    message:
      "abeg mi husband don de na CID since Tuesday, dem no charge am, dem no gi am bail. customer say e tek en Le 10,000 fo 5 suit. E na tailor fo 20 year, e no tif",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I am the tenant of a shop on Kissy Road from which I operate a tailoring business. My landlord has served me a quit notice of only two weeks. I require legal representation in this landlord and tenant matter.",
    intent: "area:land",
  },
  { message: "How long do I boil the cloth for tie and dye so the colour stays?", intent: "off-topic" },
  { message: "una fit draft contract fo mi an di apprentice dem? a wan mek e clear how much dem pay and how long dem go learn", intent: "area:contract" },
  {
    message:
      "Mi madam e husband de cam na di shop wen madam no de, e de touch mi. Yestade e say if a no agree e go tell madam say a tif money. A no wan go back de.",
    intent: "safety",
  },
  { message: "Good evening, are you open on Sunday?", intent: "hours" },
  {
    message:
      "Hello, I am a seamstress from Makeni. My husband left for Lagos three years ago and has not sent anything since. I want to divorce him and keep the children with me. Do you do divorce?",
    intent: "area:family",
  },
  { message: "names of lawyers pls", intent: "team" },
  { message: "I would like to meet a lawyer on a Saturday if possible, I work weekdays in the shop.", intent: "booking" },
  {
    message: "Customs at the Quay seized my 50 bales of okrika saying they are banned. I have the import papers. I need a lawyer to deal with customs.",
    intent: "area:shipping",
  },
  { message: "Salam aleikum", intent: "greeting" },
  {
    message: "I want to bring investors from Ghana into my fashion brand. They want shares. Can your firm prepare the shareholder papers?",
    intent: "area:business",
  },
  {
    message: "i de insai station now na Bo, dem tek mi fon but di officer gi mi small time. customer say a spoil en cloth an e report say a tif am. pls cum",
    intent: "urgent",
  },
  {
    message: "My customer's cloth was stolen when thieves broke into my shop. She wants me to pay her for it. Do I have to pay when it was not my fault?",
    intent: "legal-question",
  },
  {
    message:
      "Me and my apprentice were held at Congo Cross police for one night last month and released. They took our statements. Now they say the file is going to court. I want a lawyer to defend us.",
    intent: "area:criminal",
  },
  { message: "Na how much una de tek fo handle case lek customer wey no pay?", intent: "knowledge:Fees" },
  { message: "Which country won the African Cup last night?", intent: "off-topic" },
  {
    message:
      "Our family fashion business has a quarrel between me and my brothers over profits. Our mother does not want it in court. Can you do mediation with a neutral person?",
    intent: "area:arbitration",
  },
  { message: "Is your phone line working? I called +232 76 123 456 and it didn't go through. Is there another number?", intent: "phone" },
  {
    message:
      "Dear Sir, I am a teacher and the assistant at my tailor's shop, who was sewing my daughter's dress, has just been arrested in front of me by two officers. They said they are taking him to Lumley police now. His master asked me to find a lawyer. Please respond.",
    intent: "urgent",
  },
  { message: "wi de survey lan fo build fashion school na Port Loko, pesin de cam say na im lan. A wan lawyer fo di boundary matter", intent: "area:land" },
  {
    message: "My landlord's son keeps coming to the shop drunk, shouting that he will cut me with his cutlass if I don't leave. Today he broke my window.",
    intent: "safety",
  },
  { message: "any parking near ur office", intent: "knowledge:Parking" },
  { message: "how do I bail water out of my shop floor after the rain, it keeps flooding", intent: "off-topic" },
  {
    message:
      "I ordered 200 branded T-shirts from a printer for my fashion show. He collected full payment, printed the wrong logo and refuses to redo them. I need a lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "I hid in the back of my shop all night. My ex-apprentice and his friends came with sticks looking for me because I reported him to his family. They said they will come back.",
    intent: "safety",
  },
  { message: "Cn I c a lwyr 2moro 10am? bout my shop", intent: "booking" },
  { message: "Could you share your email? I prefer to write rather than call.", intent: "email" },
  {
    message: "Mi papa dai lef di tailor shop fo all wi pikin dem, but mi big broda don tek di key and de sell di machine dem wan by wan. A wan stop am.",
    intent: "area:family",
  },
  { message: "Please what kinds of legal services does your firm provide?", intent: "services" },
  {
    message:
      "Hello. My brother is still locked up since Saturday at Kenema police. He is a tailor and a customer accused him of keeping her cloth. They say he can only come out if he pays the customer. We need a lawyer.",
    intent: "urgent",
  },
  {
    message:
      "My sewing machines arrived at the quay broken, the boxes were crushed. The shipping line says it is not their fault. I want to claim for the damage.",
    intent: "area:shipping",
  },
  { message: "where can I buy court shoes to match a wedding gown in Freetown", intent: "off-topic" },
  { message: "wey una office de na Bo?", intent: "address" },
  {
    message: "Good day. My business name registration has expired. I need help to renew it and also to get a trade licence from the council.",
    intent: "area:business",
  },
  { message: "Afta a don pay apprentice fee fo 2 year, madam close di shop go America. A fit collect mi money back?", intent: "legal-question" },
  { message: "Hmm", intent: "unknown" },
  { message: "Do you have someone who speaks Limba? My grandmother wants to come to the meeting.", intent: "knowledge:Languages spoken" },
  {
    message: "My former partner forged my signature on a cheque from the shop account and withdrew the money. I want to press charges against him.",
    intent: "area:criminal",
  },
  { message: "How many lawyers work at your chambers, and are any of them women?", intent: "team" },
  { message: "ar u opn at 8am", intent: "hours" },
  { message: "How can I contact you from Kenema?", intent: "contact" },
  {
    message:
      "The fabric importer and I want to settle our quarrel privately instead of going to court. Can your chambers arrange a neutral person to decide it?",
    intent: "area:arbitration",
  },
  {
    message: "mi gyal pikin 16 yia, na apprentice, polis dem tek am las nite frm di shop. shee no cam os yet. wi don go station dem no gi wi am",
    intent: "urgent",
  },
  { message: "Please I want to see Fatmata Kamara about my late father's shop.", intent: "booking" },
  { message: "Can you make a nice Instagram caption for my new collection?", intent: "off-topic" },
  {
    message: "Is my apprentice entitled to a salary? She has been with me two years and her mother says the law says I must pay her.",
    intent: "legal-question",
  },
  { message: "Tenki fo di answer", intent: "thanks" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  {
    message: "Abeg, customer order 30 dress fo en shop na Makeni, a sew all, e say e no get money now an e don sell half. A wan lawyer fo collect mi money.",
    intent: "area:contract",
  },
  { message: "Is it going to rain tomorrow in Kenema? I'm doing a photoshoot outside.", intent: "off-topic" },
  { message: "Mi padi wey de do apprentice wit mi, dem cam wit police na di shop, dem de put am insai motor now now. abeg wetin a go do", intent: "urgent" },
  { message: "Hawa Turay na lawyer na una Bo office? A yeri say e de elp market women.", intent: "attorney:Hawa Turay" },
  {
    message: "If the landlord sells the building where my shop is, does the new owner have to respect my lease or can he put me out?",
    intent: "legal-question",
  },
  {
    message:
      "My shop is on family land in Bo and my cousins are now fighting over who owns it. They all want me to pay rent to them. I need a lawyer for this land dispute.",
    intent: "area:land",
  },
  {
    message:
      "Please I need help. My master has been following me everywhere since I left his shop. He waited outside my aunt's house last night and said I will not live to open my own shop. I am hiding in my aunt's room.",
    intent: "safety",
  },
  { message: "i n my wife r tailors, we separatin. wat abt d shop n d kids? i wnt a lawyer 4 d divorce", intent: "area:family" },
  { message: "Could I see Hawa Turay in Bo on Tuesday morning? It's about an apprentice who left with my tools.", intent: "booking" },
  { message: "wetin time una Bo office de open", intent: "hours" },
  {
    message:
      "hi I sent 3 barrels of fabric and thread to my sister in Freetown through a shipping company in Peckham. It's been 4 months, the barrels haven't been released at the port and the company stopped answering. Can you help me trace and claim them?",
    intent: "area:shipping",
  },
  {
    message:
      "my master tailor is on remand for one month now waiting trial, they took him straight from the magistrate court to Pademba Road, we need a lawyer to apply for bail",
    intent: "urgent",
  },
  {
    message:
      "We are three tailors who want to form a company together and buy one big embroidery machine. Please help us register the company and write the shareholders' agreement.",
    intent: "area:business",
  },
  { message: "Wetin una fit do fo pipul lek wi wey de sew?", intent: "services" },
  {
    message:
      "I have been charged with fraud because a customer says I took her deposit and ran. I was given bail at court. The next hearing is on the 5th. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "wetin a fo carry cam?", intent: "knowledge:What to bring" },
  { message: "how much is one yard of lace at Dove Cut now", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, We operate a garment workshop and are in dispute with a school over 500 uniforms. Both parties have agreed to refer the dispute to arbitration. Please confirm whether your chambers can represent us and recommend an arbitrator.",
    intent: "area:arbitration",
  },
  { message: "My customer's cheque for her bridal gowns bounced. Can I report her to the police or is it only a civil matter?", intent: "legal-question" },
  { message: "Hello, good day to you", intent: "greeting" },
  {
    message:
      "Still inside since yesterday at Kissy Police, my husband. Customer say he spoil her brocade and she want Le 3,000. They won't release him until we pay. Pls",
    intent: "urgent",
  },
  {
    message:
      "I signed a 2 year employment contract as a designer with a boutique in Aberdeen. They have not paid me for 3 months and now say the contract is over. I need help.",
    intent: "area:contract",
  },
  { message: "Do you have a WhatsApp number I can send voice notes to?", intent: "phone" },
  {
    message:
      "pls mi aunty wey a de learn sewing under am, e de beat mi ebri day wit di measuring stick an yestade e trow hot iron pan mi. A de fear fo go back.",
    intent: "safety",
  },
  { message: "Who is the senior lawyer in your firm?", intent: "team" },
  { message: "I want to buy a house in Wellington for my shop and family. I need someone to check the title deed before I pay.", intent: "area:land" },
  { message: "Give me a good title for my new fashion collection, it's African prints with denim.", intent: "off-topic" },
  { message: "Can I come in to discuss my divorce on Friday morning? How much is the consultation?", intent: "booking", also: ["knowledge:Fees"] },
  {
    message: "Una de andle case fo boat? Mi broda in fishing boat bin de carry mi cloth dem go Guinea, di boat sink an ol di cloth lost na sea.",
    intent: "area:shipping",
  },
  { message: "abeg una", intent: "unknown" },
  { message: "Is the first consultation free?", intent: "knowledge:Fees" },
  {
    message:
      "they arrested my daughter at the fashion show this evening at the National Stadium. Someone said she copied their design and stole the cloth. She is in the police van right now, where will they take her?",
    intent: "urgent",
  },
  {
    message:
      "After my husband died, his family came and took all my machines and the shop key, saying a woman cannot inherit. I want to get my husband's estate back for my children.",
    intent: "area:family",
  },
  {
    message:
      "Do I have a right to stop my former apprentice from opening a tailoring shop on the same street? His contract said he would not compete with me for two years.",
    intent: "legal-question",
  },
  { message: "email?", intent: "email" },
  {
    message: "Our fashion house company is not making money and my partners want to close it down. We want your firm to handle the winding up properly.",
    intent: "area:business",
  },
  { message: "Are you closed for the Christmas holidays? When do you open again in January?", intent: "hours" },
  { message: "What areas of law do you cover?", intent: "services" },
  { message: "mi shop generator no de start, wetin a fo check", intent: "off-topic" },
  { message: "Is the Bo office on Dambara Road? Near which landmark?", intent: "address" },
  { message: "Can I speak Krio with the lawyer? My English is not strong.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Police sent word that I should come to the station on Monday because a customer says I threatened her. I haven't been arrested. Can your lawyer come with me?",
    intent: "area:criminal",
  },
  { message: "pls how I go fit contact una?", intent: "contact" },
  {
    message:
      "There is a man who sits outside my stall every day since I refused to make his wife's dress for free. Today he showed me a knife under his shirt and said 'you will see'. I am a woman alone in the stall.",
    intent: "safety",
  },
  {
    message: "Good day. Please I'd like to arrange a consultation for my sewing cooperative, about eight members would attend. Which day suits you?",
    intent: "booking",
  },
  { message: "dem lock mi sista na cell na Makeni since tri day, shee na seamstress, dem say shee buy stolen machine. nobody tell wi notin", intent: "urgent" },
  { message: "Hw do I charge my customers 4 alteration? how much is normal in Freetown", intent: "off-topic" },
  { message: "If I sign the new rent agreement the landlord brought, will I lose my right to the shop I built myself on his land?", intent: "legal-question" },
  {
    message: "Mi an di woman wey a share stall wit na Big Market, wi wan pesin we no de fo wi side fo settle di tin. No court. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "Thank you, you have been helpful", intent: "thanks" },
  { message: "bye, I'll call tomorrow", intent: "goodbye" },
  { message: "please una de open early morning like seven thirty before I open my store", intent: "hours" },
  {
    message:
      "Mi apprentice call mi from Ross Road station now now, e say dem lock am since morning bikos e carry customer dress go fitting an dem say e tif am. Pls send lawyer.",
    intent: "urgent",
  },
  {
    message: "Di landlord say a don expand mi shop pan en lan witout permission an e wan pul am down. A need lawyer fo di shop an lan palava.",
    intent: "area:land",
  },
  { message: "How can I get a free trial of Canva Pro for my fashion flyers?", intent: "off-topic" },
  {
    message:
      "My apprentice is 15. Her mother wants her to stop school and learn sewing full time with me. Is it legal for me to take her as an apprentice at that age?",
    intent: "legal-question",
  },
  {
    message:
      "I'm writing quietly. My husband has locked the gate and says I will not leave the compound alive if I go to the shop again. He beat me this morning because a male customer called my phone.",
    intent: "safety",
  },
  {
    message:
      "I supply school uniforms to four schools. One school cancelled our agreement in the middle of the term after we had bought all the cloth. I want to claim for the loss.",
    intent: "area:contract",
  },
  {
    message:
      "Good morning. I'm a fashion designer based in the UK and I want to open a branch of my label in Freetown. Can your firm handle the registration and everything I need to operate legally?",
    intent: "area:business",
  },
  { message: "Do all your lawyers work in Freetown or are some in Bo?", intent: "team" },
  { message: "A de na Bo, a wan si di lawyer dem na Bo office nex wik, fo mi shop rent case.", intent: "booking" },
  { message: "My ex husband refuses to let me see our children because I work late in my sewing shop. I want a custody order.", intent: "area:family" },
  {
    message:
      "Good morning, I am outside Lumley police station. My mother, who sells fabric, was brought in at dawn and they say she will be taken to court on Monday. She is diabetic. Please can a lawyer come today.",
    intent: "urgent",
  },
  { message: "hw mch 4 lawyer to rite letter to my customer who no pay", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, our company imports sewing machines from China. A container has been held at QE II Quay because the shipping line claims unpaid freight from the supplier. We seek urgent legal assistance to release the container.",
    intent: "area:shipping",
  },
  { message: "which better, Singer or Butterfly machine fo beginner?", intent: "off-topic" },
  {
    message: "If I refuse to give back the customer's deposit because she changed the style after I cut the cloth, can she get me arrested?",
    intent: "legal-question",
  },
  { message: "me n my supplier wan use arbitration 4 d lace wahala insted of court. pls help us start it", intent: "area:arbitration" },
  { message: "Good morning madam/sir", intent: "greeting" },
  {
    message: "When I was in prison in 2019 for the missing cloth case, my lawyer never appealed. Now I want to appeal and clear my name.",
    intent: "area:criminal",
  },
  { message: "Wat numba a fit call fo tok to pesin?", intent: "phone" },
  {
    message: "mi man don de na Bo prison since two week, di court say remand. e na tailor wey customer say e tif cloth. wi nid lawyer fo bail",
    intent: "urgent",
  },
  {
    message:
      "Pls help with a shop lease. I have rented my shop for 6 yrs on a verbal agreement and the landlord has finally agreed to sign something. Can you draft the lease?",
    intent: "area:land",
  },
  { message: "Do you handle all kinds of legal cases?", intent: "services" },
  { message: "Di apprentice boy dem tri de fait mi insai di shop, dem beat mi bikos a report dem to dem papa. Dem de outside now wit ston.", intent: "safety" },
  {
    message: "Good afternoon. I'd like a video call consultation with a lawyer as I'm still in London. Is that something you can set up for next week?",
    intent: "booking",
  },
  {
    message:
      "Mi an di boutique sign agreement say a go sew fo dem ebri mont an dem go pay fo each piece. Now dem don stop fo tek mi goods and dem owe mi fo tri mont.",
    intent: "area:contract",
  },
  { message: "Can you recommend a good hotel in Bo for the tailoring workshop participants?", intent: "off-topic" },
  { message: "tell me abt ur team", intent: "team" },
  {
    message:
      "Good afternoon. For my meeting about the spoilt cloth claim, do I need to bring the customer's order book, receipts, photos and the cloth itself? Anything else?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "I'm a customer at a tailor's shop in Calaba Town and police have just handcuffed the tailor in front of me because of another customer's complaint. His wife begged me to message a lawyer for him. They are still outside the shop.",
    intent: "urgent",
  },
  {
    message:
      "I sent the cloth to another tailor to embroider and he spoiled it. My customer wants her money from me. Who should pay by law, me or the embroiderer?",
    intent: "legal-question",
  },
  { message: "mi brodas ship machine frm Dubai, customs say a fo pay 3 times di duty. a no gri. una do customs case?", intent: "area:shipping" },
  { message: "Please what email do I use to send documents?", intent: "email" },
  { message: "Una fit elp mi get licence fo mi tailoring school from ministry?", intent: "area:business" },
  { message: "how do I stop chiffon from fraying at the edges? somebody said use fray check to arrest it", intent: "off-topic" },
  {
    message: "My husband wants to marry a second wife and use my shop profits to pay her dowry. I want to separate legally and keep my shop.",
    intent: "area:family",
  },
  {
    message: "dem don hol mi yeng sista since las nite na Waterloo police. shee na apprentice. di madam say shee tek money. wi no sabi wetin fo do",
    intent: "urgent",
  },
  { message: "Abeg una open tide? A wan cam bifo 5", intent: "hours" },
  {
    message:
      "A customer wrote on Facebook that I am a thief and says she reported me to police. Nobody has called me yet. I want a lawyer ready in case they come.",
    intent: "area:criminal",
  },
  {
    message:
      "The man whose shirts I refused to sew on credit has been texting me pictures of a gun and my shop address. Last night someone threw stones at my window.",
    intent: "safety",
  },
  {
    message:
      "Our tailors' cooperative constitution says members' disputes go to a mediator. Two members are now fighting over shared machines. Can one of your lawyers serve as the mediator?",
    intent: "area:arbitration",
  },
  { message: "Can the police arrest me for a debt? The customer I owe for a spoilt gown said she will send police to lock me up.", intent: "legal-question" },
  { message: "Hw 2 rich una?", intent: "contact" },
  { message: "My apprentice's hearing is weak, how can I teach her to use the machine safely?", intent: "off-topic" },
  { message: "I'd like to sit down with Abdul Rahman Sesay next week. Is Wednesday possible?", intent: "booking" },
  { message: "Wey a go park mi motor wen a cam?", intent: "knowledge:Parking" },
  { message: "Many thanks.", intent: "thanks" },
  { message: "Alright, see you on Monday then", intent: "goodbye" },
  {
    message:
      "My clearing agent says my container of fabric cannot leave the port because the bill of lading has a different name on it. I need a lawyer who knows shipping to sort it out.",
    intent: "area:shipping",
  },
  {
    message:
      "Help, I've been arrested. Writing from the station in Kenema. They took my belt and shoes. A customer claims I sold her fake wax print. Please send someone",
    intent: "urgent",
  },
  { message: "how much is one container of rice fo mi shop workers end of year party?", intent: "off-topic" },
  { message: "Is a verbal agreement with a customer binding? She ordered 20 dresses by phone and now says she never ordered them.", intent: "legal-question" },
  {
    message: "pls, a man wey a sew fo, e de say if a no return e money e go kill mi pikin dem. e don cam mi os two times wit boys. a de hide now",
    intent: "safety",
  },
  { message: "Abeg mi landlord don cut di light fo mi shop bikos a complain bout di leaking roof. A wan lawyer fo dis landlord palava.", intent: "area:land" },
  {
    message: "Please book me with a lawyer for next Thursday 2pm. The matter is an apprentice contract dispute. What should I bring?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  {
    message:
      "My sister was a seamstress and she died last month leaving a will. Her husband is hiding the will. I am the executor. Please help me with her estate.",
    intent: "area:family",
  },
  { message: "Good afternoon. I would like to know the range of services offered by your chambers.", intent: "services" },
  {
    message:
      "The shop owner hired me as a tailor with a written contract and after I got pregnant he told me not to come back. I want to challenge the dismissal.",
    intent: "area:contract",
  },
  {
    message: "dem hol mi oga na checkpoint na Masiaka since las nite, di soja dem say di cloth wey e de carry na contraband. e still de wit dem.",
    intent: "urgent",
  },
  { message: "Give me tips to pass my WAEC clothing and textiles practical", intent: "off-topic" },
  { message: "Who are your partners?", intent: "team" },
  { message: "pls wat do i need to do 2 register a fashion company, can u help wit it", intent: "area:business" },
  { message: "Interpreter available? My customer only speak Fula", intent: "knowledge:Languages spoken" },
  {
    message: "My a prentice was beaten by a policeman at a checkpoint last month for no reason. I want to take action for his rights.",
    intent: "area:criminal",
  },
  {
    message:
      "I can't speak loud. My landlord's sons are banging on the shop door saying they will drag me out and beat me because the rent is late. I'm inside with my two apprentices.",
    intent: "safety",
  },
  { message: "wat days una open", intent: "hours" },
  { message: "Me an mi customer agree say e go pay Le 2,000 fo di gown. Afta a finish e say na Le 1,000. Wetin di law say?", intent: "legal-question" },
  { message: "Who is Christiana Thomas? Does she deal with employment problems?", intent: "attorney:Christiana Thomas" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you would advise whether your chambers can conduct a mediation between my fashion company and a supplier in Ghana, as our agreement provides for mediation before arbitration.",
    intent: "area:arbitration",
  },
  { message: "pls my apprentice don sleep 2 nights for police cell for Kabala, dem no charge am, e mama de cry. help", intent: "urgent" },
  {
    message: "Good morning. I want to renew my shop lease at Aberdeen but the landlord has added new conditions. Please could you review the new lease for me?",
    intent: "area:land",
  },
  { message: "Hi, how are you?", intent: "greeting" },
  { message: "My son asked how planes land in the rain, it's for his homework", intent: "off-topic" },
  { message: "Can I have a consultation about my late mother's sewing shop? Any time next week.", intent: "booking" },
  {
    message: "My business partner wants to take the company's sewing machines after we close. Can he do that if the company bought them?",
    intent: "legal-question",
  },
  { message: "Wi wan do court marriage, mi an mi fiance wey na tailor. Una de elp wit di marriage papers?", intent: "area:family" },
  { message: "call number?", intent: "phone" },
  {
    message:
      "My husband's family says a woman with her own shop is disgracing them. They came today and said next time they will cut my face. My husband did nothing. I'm at the shop and scared to go home.",
    intent: "safety",
  },
  {
    message: "We got a grant for our fashion cooperative and the bank wants company documents before they release the money. Can your firm prepare them?",
    intent: "area:business",
  },
  { message: "wetin na di best machine fo lock stitch, a wan lock di seam dem so dem no open", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I write to request urgent assistance for my employee, a seamstress, who was arrested at our workshop in Wilberforce an hour ago following a complaint by a client. She is presently detained at Congo Cross Police Station.",
    intent: "urgent",
  },
  { message: "bring wat to d meeting", intent: "knowledge:What to bring" },
  {
    message:
      "my client a hotel ordered curtains and bedsheets sewn, paid deposit, now he cancel and want him deposit back even tho i don buy d materials. i want lawyer help",
    intent: "area:contract",
  },
  { message: "What are all your contact details?", intent: "contact" },
  {
    message: "I was convicted in the magistrate court last month for receiving stolen cloth and fined. I want to appeal the conviction.",
    intent: "area:criminal",
  },
  {
    message: "I have been sewing for a boutique for 5 years without a written contract. Now they say I am not their worker. Am I entitled to anything?",
    intent: "legal-question",
  },
  { message: "Una de close by 4 pm on Fridays or 5?", intent: "hours" },
  { message: "Pls wetin una chambers de handle?", intent: "services" },
  {
    message:
      "my son was taken from his tailoring shop this afternoon by plain clothes men, we think CID. nobody tells us where he is. we've been to 3 stations",
    intent: "urgent",
  },
  { message: "Is parking easy near your office or should I take a taxi?", intent: "knowledge:Parking" },
  { message: "best sewing youtube channels for beginners", intent: "off-topic" },
  {
    message: "Mi master de tell mi say if a lef in shop e go put juju pan mi an im boys go beat mi na road. Today dem follow mi from di shop.",
    intent: "safety",
  },
  { message: "where is d office", intent: "address" },
  { message: "Thank you for your time.", intent: "thanks" },
  { message: "bye", intent: "goodbye" },
  {
    message:
      "Dear Sirs, a crate of our embroidery machines fell overboard during loading at the Quay. The stevedoring company denies responsibility. Please advise whether you handle such claims.",
    intent: "area:shipping",
  },
  { message: "I'm free Wednesday morning, can I see a lawyer then about my customer debt?", intent: "booking" },
  { message: "We want to go to arbitration with the customer who refused to pay for 50 aso-ebi. Can you handle that for us?", intent: "area:arbitration" },
];
