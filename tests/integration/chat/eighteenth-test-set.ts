import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Eighteenth test set: 400 visitor messages from across Sierra Leone and the diaspora, a third long stories with the question last, a third very short, a third Krio or SMS shorthand.
// Writers: Mariama Fofanah, 20, a university student in Bo who texts in SMS shorthand on a cracked smartphone; Pa Alimamy Kanu, 68, a retired headmaster in Makeni who writes formal letters; Sahr Komba, 33, a diamond digger in Koidu who types Krio with heavy typos on a cheap phone; Aminata Cole-Jarrett, 44, a nurse in London who tells long anxious stories about family back home; Foday Mansaray, 24, an okada rider in Kissy and Wellington in Freetown's east end, panicky and all Krio; Haja Zainab Bah, 55, a market trader in Kabala with little schooling whose grandson types her Krio; Musa Kargbo, 30, a mine mechanic from Port Loko working in Lunsar who writes in clipped fragments; Emmanuel Lebbie, 47, a cocoa and coffee exporter in Kenema who writes brisk business English.

export const EIGHTEENTH_TEST_SET: LabelledMessage[] = [
  {
    message:
      "My mother's caretaker has just phoned from Kenema. Two police officers arrived at the house and are taking my cousin away in handcuffs as we speak. I'm thousands of miles away and shaking. Who can I call right now?",
    intent: "urgent",
  },
  {
    message:
      "Some years ago my neighbour verbally agreed to sell me a strip of land adjoining my house, and I paid him half. He now denies the arrangement entirely. I should be grateful to know whether such a verbal agreement is binding under Sierra Leonean law.",
    intent: "legal-question",
  },
  { message: "email address?", intent: "email" },
  { message: "polis tek mi okada sins tu wik, dem se mek a pe 500 tawzin. dem get rait fo du dat?", intent: "legal-question" },
  { message: "mi man nor de gi moni fo di pikin dem, a wan help", intent: "area:family" },
  {
    message:
      "A vessel owner owes us for a cancelled charter. The ship is currently at Freetown and due to sail on Friday. We want to arrest it before it leaves. Is this your area?",
    intent: "area:shipping",
  },
  { message: "What practice areas does the firm cover?", intent: "services" },
  {
    message:
      "I run a small garage in Lunsar. My spare parts from Dubai have been at the quay for five weeks and customs keep asking for new papers. Can you help?",
    intent: "area:shipping",
  },
  { message: "una loya dem de tok Fula?", intent: "knowledge:Languages spoken" },
  { message: "arbitration help pls", intent: "area:arbitration" },
  { message: "a go kam Fraide fo si una, e go posibul?", intent: "booking" },
  { message: "dem se dem go kot mi an if a tok", intent: "safety" },
  { message: "una go gi mi taym fo kam tok wit loya?", intent: "booking" },
  { message: "a wan pesin fo sidon mi en mi patna fo sot di moni palava, nor kot", intent: "area:arbitration" },
  { message: "By what means may I contact your office?", intent: "contact" },
  { message: "a fit kam siks oklok?", intent: "hours" },
  { message: "???", intent: "unknown" },
  { message: "vessel arrest, can u do it", intent: "area:shipping" },
  { message: "how many lawyers", intent: "team" },
  {
    message:
      "My daughter's husband threatened her with a gun in front of the children this evening. She has fled to my house with the little ones. He is now driving round and round the compound. Please, what must we do?",
    intent: "safety",
  },
  { message: "pls pls dem de bit mi broda na polis sel, e de hala", intent: "urgent", also: ["safety"] },
  {
    message:
      "Immigration officers have detained my business partner, a Lebanese national, at the Kenema station pending an investigation they won't explain. His residence permit is valid. We need a lawyer today. Please call me.",
    intent: "urgent",
  },
  { message: "we won an arbitration award but they wont pay. can u enforce", intent: "area:arbitration" },
  {
    message:
      "My husband went to Central Police Station this morning to report a theft and they ended up detaining him instead. He's still there now and they've taken his phone. Can a lawyer get to him today?",
    intent: "urgent",
  },
  { message: "a fo bring di lan pepa dem wen a kam?", intent: "knowledge:What to bring" },
  {
    message:
      "I am compiling a short history for our old boys' association newsletter. One section concerns the Law Courts Building in Freetown. Could you tell me when it was built and by whom?",
    intent: "off-topic",
  },
  { message: "tenki bad bad", intent: "thanks" },
  { message: "Bye for now, I'll be in touch.", intent: "goodbye" },
  {
    message: "I've had a terrible headache and a fever since yesterday. I only came back from Bo a week ago. Could this be malaria, and what should I take?",
    intent: "off-topic",
  },
  { message: "polis de ya dem se mek a kam wit dem", intent: "urgent" },
  { message: "wetin di lo se if pikin bon outsaid marej, e get rait fo in papa propati?", intent: "legal-question" },
  { message: "wen una de opin", intent: "hours" },
  { message: "wetin a fo bring wen a kam", intent: "knowledge:What to bring" },
  {
    message:
      "I've been quoted wildly different amounts by lawyers in the past. I'd like a rough idea before committing. Do you charge a flat fee or by the hour?",
    intent: "knowledge:Fees",
  },
  {
    message:
      "We've just found a new warehouse in Kenema. The owner wants a ten-year lease and has asked us to prepare the document. We need a commercial lease drafted.",
    intent: "area:land",
  },
  { message: "email pls", intent: "email" },
  { message: "a wan kontrak fo mi en mi wokman dem", intent: "area:contract" },
  {
    message: "I'm bringing my kids to Freetown for the first time. We want somewhere safe by the sea. Can you recommend a decent hotel near Lumley Beach?",
    intent: "off-topic",
  },
  {
    message: "We have a dispute with a Chinese contractor over delays on our processing plant. Both sides would rather avoid court. Do you handle arbitration?",
    intent: "area:arbitration",
  },
  { message: "Are any of your lawyers French speaking? Our partners are from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "company registration help", intent: "area:business" },
  { message: "who do u think will win sierra leone's got talent this yr, the judges r so biased", intent: "off-topic" },
  { message: "Who was the first Prime Minister of Sierra Leone?", intent: "off-topic" },
  {
    message:
      "My late grandfather's land in Bo is being sold off bit by bit by a cousin. The rest of the family is furious but nobody knows how to stop it. Can your land team help us?",
    intent: "area:land",
  },
  { message: "contact?", intent: "contact" },
  { message: "Is there parking available at your office for a visitor?", intent: "knowledge:Parking" },
  { message: "What's the e-mail for consultations?", intent: "email" },
  { message: "neighbour came with cutlass said he will kill me", intent: "safety" },
  {
    message:
      "I'm in London and just got a call that my younger brother was picked up by police in Freetown last night. Nobody will tell the family where he is being held or why. He has asthma and doesn't have his inhaler. What can I do from here right now?",
    intent: "urgent",
  },
  { message: "need help registering my land in port loko", intent: "area:land" },
  {
    message: "I've got my first meeting with you next week. I have a folder of papers going back years. Should I bring copies or originals, and which ones?",
    intent: "knowledge:What to bring",
  },
  { message: "Na mi Haja. Polis kam tek mi boy dis monin, dem se na tif. E stil de dey. Una go fit go?", intent: "urgent" },
  { message: "can my uni hold my certificate bc of unpaid fees? is that even allowed", intent: "legal-question" },
  { message: "ok bye", intent: "goodbye" },
  { message: "dem fit lok mi op bikos a owe bank moni?", intent: "legal-question" },
  { message: "a wan start transpot biznes wit tri okada, ow fo rejista am", intent: "area:business" },
  {
    message:
      "My father passed away in Freetown last year without a will. He owned a house on Wilkinson Road and had four children, two of us living abroad. My stepmother now says the house belongs to her alone. Does she have the right to the whole house?",
    intent: "legal-question",
  },
  {
    message:
      "I am seventy years of age and have never made a will. My children are grown but my wife is much younger. I am seeking assistance in drafting a will to provide for them all.",
    intent: "area:family",
  },
  {
    message:
      "A former director of ours has been charged in connection with a procurement matter. The company wants to make sure he is properly represented. Do you do criminal defence in white-collar cases?",
    intent: "area:criminal",
  },
  { message: "charged with possession. released. court in 2 weeks", intent: "area:criminal" },
  {
    message:
      "My business partner and I have fallen out over our shop in Freetown. We're also cousins and don't want to drag the family through court. Could someone mediate between us?",
    intent: "area:arbitration",
  },
  {
    message:
      "I've been ringing the police stations in Freetown all night. My partner was detained yesterday evening and is still in the cells at Eastern Police. He hasn't been charged and hasn't eaten. Please have someone call me urgently.",
    intent: "urgent",
  },
  {
    message:
      "We're moving into bulk coffee exports to Europe this season. The shipowner has sent a draft charter party with terms we haven't seen before. We need someone to review it.",
    intent: "area:shipping",
  },
  { message: "client owes me for repairs, we signed. help?", intent: "area:contract" },
  {
    message: "I'm preparing invoices for a European buyer. I need to convert at today's rate. What is the Leone to US dollar rate today?",
    intent: "off-topic",
  },
  {
    message:
      "A church organisation has offered to rent my property in Makeni for five years. I would like the terms to be properly recorded. Kindly assist with the preparation of the lease.",
    intent: "area:land",
  },
  { message: "wi wan setul di palava outsaid kot", intent: "area:arbitration" },
  { message: "They took my boss from the site. Soldiers. Where do we go", intent: "urgent" },
  { message: "a de go", intent: "goodbye" },
  {
    message:
      "My son has been charged with fraud. The matter is before the Magistrate Court in Makeni and the next hearing is on the 14th. We require representation.",
    intent: "area:criminal",
  },
  { message: "Good morning.", intent: "greeting" },
  { message: "ow fo get una", intent: "contact" },
  { message: "Could you tell me a bit about your team? I've been let down by lawyers before. I'd like to know who does what before I choose.", intent: "team" },
  { message: "dem lok mi broda na jel sins monde, no kot no notin", intent: "urgent" },
  { message: "mi granpikin papa nor de pe skul fees, a fit go kot fo mek am pe?", intent: "legal-question" },
  { message: "una de help wit bank palava fo biznes?", intent: "area:business" },
  { message: "di loto numba dem fo tide?", intent: "off-topic" },
  {
    message:
      "My elderly aunt in Bo is being kept locked in her room by her son. He takes her pension and hits her when she complains. She managed to call me this morning in tears. Who can help her today?",
    intent: "safety",
  },
  {
    message:
      "my mum n dad split last yr. he hasnt sent anything 4 me n my brothers since jan. my mum is struggling. how much child support can she get from him, like wats normal?",
    intent: "legal-question",
  },
  { message: "hw do i set up a meeting w a lawyer? online or in person?", intent: "booking" },
  { message: "help! mob de bit wan boy na wi junkshon, dem go kil am", intent: "safety" },
  {
    message:
      "One of our managers has been invited for questioning by the police next Monday over a fraud allegation. He has not been arrested. We'd like counsel to accompany him.",
    intent: "area:criminal",
  },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "hiii", intent: "greeting" },
  {
    message: "Most of our staff fast during Ramadan and I know many offices shorten their day. I'd like to plan my visit. Do your hours change during Ramadan?",
    intent: "hours",
  },
  {
    message:
      "Our school has a disagreement with the supplier of our classroom furniture. Neither party wishes to litigate. I would like to propose mediation. Can your firm assist?",
    intent: "area:arbitration",
  },
  { message: "price of a bag of rice in Port Loko?", intent: "off-topic" },
  { message: "Is there a checklist of documents for an initial consultation?", intent: "knowledge:What to bring" },
  { message: "a de na polis stashon nau dem nor gri mek a go", intent: "urgent" },
  { message: "a nor get moni, una de du fri? legal aid?", intent: "knowledge:Fees" },
  { message: "sm1 posted my pics online n says he will hurt me if i dnt pay him. pls", intent: "safety" },
  { message: "na mi", intent: "unknown" },
  { message: "my stepdad hits me n my lil sis. it happnd again 2day. i dnt knw who 2 tell", intent: "safety" },
  { message: "dem de tretin mi se dem go kil mi if a nor lef di lan", intent: "safety" },
  { message: "a wan mek wil fo mi pikin dem", intent: "area:family" },
  { message: "mi kago nor kam, di ship kompni de lay", intent: "area:shipping" },
  { message: "una get imel?", intent: "email" },
  { message: "kontrak palava, a nid loya", intent: "area:contract" },
  {
    message: "Hi, will the office be open over the Christmas period? I'm only in Freetown from 22 December to 3 January. I'd like to drop in.",
    intent: "hours",
  },
  { message: "shareholder fight at my uncles company, u handle that?", intent: "area:business" },
  { message: "eh", intent: "unknown" },
  { message: "mi padi dem arest am las nite fo okada palava, e stil de na stashon, dem de aks fo moni fo fri am", intent: "urgent" },
  { message: "criminal lawyer needed, case in bo court", intent: "area:criminal" },
  {
    message:
      "I lent my cousin money for a car two years ago. There's nothing in writing, only WhatsApp voice notes and messages where he admits it. He's now refusing to pay back. Would WhatsApp messages count as proof in court there?",
    intent: "legal-question",
  },
  { message: "do u do shipping law stuff? like damaged cargo", intent: "area:shipping" },
  { message: "di pipul dem we a sel pepe to dem nor pe mi, wi get agrimant", intent: "area:contract" },
  { message: "my sis wants a divorce, do u guys handle that", intent: "area:family" },
  { message: "is law n order based on real cases? just binge watched it", intent: "off-topic" },
  { message: "best phone under 1 million leones?", intent: "off-topic" },
  { message: "boundary dispute with neighbour. need a lawyer", intent: "area:land" },
  {
    message:
      "My father died in January and left a substantial estate. There are four of us siblings and the letters of administration have not yet been obtained. Can your firm handle the probate?",
    intent: "area:family",
  },
  { message: "That's really helpful, thank you.", intent: "thanks" },
  { message: "hw long can police keep sm1 without charge?? my cousin in cell since fri n still there", intent: "urgent" },
  { message: "my bf got arrested 2nite at a checkpoint in Bo n dey still hav him. hw do i get a lawyer fast", intent: "urgent" },
  {
    message:
      "Our security guard was attacked at the depot in Kenema tonight. The attackers said they will come back for the rest of us. Police are not answering the phone. What should we do?",
    intent: "safety",
  },
  { message: "abeg una fit mek mi en mi bos setul outsaid kot", intent: "area:arbitration" },
  { message: "address?", intent: "address" },
  { message: "me n my friends want 2 register a small biz, can u help", intent: "area:business" },
  {
    message:
      "Two of our staff have been held at Queen Elizabeth II Quay by port security and police since this morning over a container of ours. No one will tell us the charge. We need a lawyer on site as soon as possible.",
    intent: "urgent",
  },
  {
    message:
      "My grandson, a student of seventeen years, was detained by the police during yesterday's demonstration in Makeni. He remains at the station this evening and his mother is beside herself. We have no idea whom to approach. Kindly advise how your firm can assist immediately.",
    intent: "urgent",
  },
  { message: "thx!!", intent: "thanks" },
  { message: "Thank you very much for your assistance.", intent: "thanks" },
  {
    message:
      "A group of men armed with machetes has occupied our plantation outside Kenema. They are threatening our workers and two have already been injured. The local police post says it has no vehicle. What do we do?",
    intent: "safety",
  },
  {
    message:
      "I shall be travelling down from Makeni by poda-poda next week. I know the Cotton Tree area fairly well. Kindly give me directions to your office from there.",
    intent: "address",
  },
  { message: "appeal against a conviction, do u handle", intent: "area:criminal" },
  { message: "a fit pak mi okada na una ofis?", intent: "knowledge:Parking" },
  {
    message:
      "We won an arbitration in London against a local buyer last year. He has assets in Freetown but refuses to pay. We need to enforce the award in Sierra Leone.",
    intent: "area:arbitration",
  },
  { message: "abeg a wan mit wan loya dis wik", intent: "booking" },
  { message: "pot palava, usai fo start", intent: "area:shipping" },
  { message: "if im 17 can i get married wit out my parents ok? asking 4 a friend", intent: "legal-question" },
  { message: "mi wef wan divos, a nid loya", intent: "area:family" },
  { message: "ow di bodi", intent: "greeting" },
  {
    message: "We've negotiated a distribution agreement with a Guinean company. They want it signed by Friday. Please review it before we commit.",
    intent: "area:contract",
  },
  { message: "wen a go fit kam si una?", intent: "booking" },
  { message: "May I know the names of the lawyers in your chambers and their areas of practice?", intent: "team" },
  {
    message:
      "I'm speaking at the Chamber of Commerce dinner in Kenema on Saturday. The theme is business and the rule of law. Could you write me a ten-minute speech on it?",
    intent: "off-topic",
  },
  { message: "a nor no usai fo start", intent: "unknown" },
  {
    message:
      "I've been offered a nursing job at a private clinic in Freetown. The contract is long and full of clauses I don't understand. I'd like someone to review it before I sign. Could your firm do that?",
    intent: "area:contract",
  },
  { message: "una de tek ol kayn kes?", intent: "services" },
  { message: "wen di ren go stop na Kono", intent: "off-topic" },
  {
    message:
      "A contractor was engaged to renovate our church hall under a written agreement. He has completed barely half the work and refuses to return. We seek assistance in enforcing the terms.",
    intent: "area:contract",
  },
  { message: "wat kind of cases do u take", intent: "services" },
  {
    message:
      "My nephew's case involves a complaint against the police. A friend mentioned a Lawyer Jalloh at your chambers. Is Ibrahim Jalloh the one who handles human rights matters?",
    intent: "attorney:Ibrahim Jalloh",
  },
  { message: "usai di ofis de na Fritong", intent: "address" },
  { message: "will i win if i take my boss 2 court over 4 months unpaid wages", intent: "legal-question" },
  {
    message: "im on a 1 yr contract at an ngo. they changed my hours n pay without telling me, i just saw it on my payslip. can sm1 help?",
    intent: "area:contract",
  },
  { message: "mi lanlod lok mi shop, una fit help?", intent: "area:land" },
  {
    message:
      "I have been given your name by a former pupil. I am not yet certain whether my matter falls within your competence. Does your firm practise in all areas of law?",
    intent: "services",
  },
  {
    message:
      "I am a pensioner living on a modest income. My matter may take some time to resolve. Could you kindly indicate your fees for a first consultation, and whether payment in instalments is permitted?",
    intent: "knowledge:Fees",
  },
  { message: "pipul de chase mi dem se a tif, a haid na shop, abeg", intent: "safety" },
  {
    message:
      "We're acquiring a five-acre plot near Kenema for a drying facility. The vendor's family has several members claiming a say. Can you verify the title before we pay?",
    intent: "area:land",
  },
  { message: "a wan tok to una, ow?", intent: "contact" },
  { message: "I'm staying at my aunt's in Lumley. I'll be getting a taxi and the drivers never know anywhere. What's the exact address?", intent: "address" },
  { message: "if a fain dayamon na mi yon gadin, na mi yon o na gofment yon?", intent: "legal-question" },
  { message: "any vacancies at the Lunsar mine?", intent: "off-topic" },
  { message: "mi bos nor pe mi fo tri mont, a get kontrak", intent: "area:contract" },
  { message: "need 2 c a lawyer asap, not urgent urgent lol, just this wk", intent: "booking" },
  { message: "We're a foreign investor considering an agribusiness joint venture. Can you help structure the investment?", intent: "area:business" },
  { message: "di man we bay mi gud nor pe mi, wi sain pepa. abeg help", intent: "area:contract" },
  {
    message:
      "My brother and his wife in Freetown have split up and their kids are caught in the middle. He doesn't want a fight, he wants proper joint custody arranged legally. Can your firm help him with that?",
    intent: "area:family",
  },
  {
    message: "A friend in Freetown recommended Hawa Turay. She said Ms Turay helped her family a lot. What does she specialise in?",
    intent: "attorney:Hawa Turay",
  },
  { message: "una imel", intent: "email" },
  { message: "abeg gi mi numba fo okada spea pat shop na Kissy", intent: "off-topic" },
  { message: "mi gud dem we a sen frm Gini bay ship, dem los am", intent: "area:shipping" },
  {
    message:
      "Last year I sent a container of donated hospital equipment to Freetown. Half of it arrived broken. The shipping line says it's not their problem. Do you handle cargo claims against shipping lines?",
    intent: "area:shipping",
  },
  {
    message:
      "I'm buying a piece of land in Waterloo from abroad and I've heard so many horror stories about double sales. I don't want to send any money until it's checked. Can you do a proper title search and handle the conveyance for me?",
    intent: "area:land",
  },
  {
    message:
      "I'm divorcing my husband, who lives in Sierra Leone, while I'm here in the UK with our two children. He keeps saying he'll get custody because he's the father and it's his right. Can he really do that?",
    intent: "legal-question",
  },
  { message: "ow a go kontak una", intent: "contact" },
  {
    message:
      "An angry crowd has gathered outside my neighbour's house, accusing him of witchcraft. They are throwing stones and shouting that they will drag him out. His family is inside. What can be done?",
    intent: "safety",
  },
  {
    message:
      "We are about to bring in a foreign investor as a minority shareholder. Our board has never had formal procedures. We need guidance on corporate governance and directors' duties before the deal closes.",
    intent: "area:business",
  },
  { message: "tel mi wan jok abeg a bod", intent: "off-topic" },
  {
    message:
      "I fell from a ladder at the mine workshop in Lunsar and hurt my back. I was off three weeks. Now the supervisor says they'll let me go. can my employer sack me for getting injured at work?",
    intent: "legal-question",
  },
  { message: "mi bebi mama nor gri mek a si mi pikin, una fit help?", intent: "area:family" },
  { message: "some guy keeps following me from campus 2 my hostel every nite n sending threats. im scared 2 go out", intent: "safety" },
  { message: "wetin a fo du fo mi bele pen", intent: "off-topic" },
  { message: "God bless una", intent: "thanks" },
  {
    message:
      "This is urgent. Our warehouse manager in Kenema was arrested about an hour ago over a customs disagreement. He is still at the CID office and they won't say when he'll be released. I need counsel there today.",
    intent: "urgent",
  },
  { message: "arrested. my brother. pls hurry", intent: "urgent" },
  { message: "services?", intent: "services" },
  {
    message: "Forgive my brevity. Police officers are at my gate at this moment. They are asking that my son go with them. What should we do?",
    intent: "urgent",
  },
  { message: "Detained at a checkpoint Lunsar road. They holding me and my bike.", intent: "urgent" },
  {
    message:
      "Please help. My niece is 15 and a man in her area is keeping her at his house and won't let her go home. She's texting me secretly from his bathroom. I'm in the UK and her mum isn't picking up.",
    intent: "safety",
  },
  { message: "r u open 2day?", intent: "hours" },
  { message: "do u do title deed stuff", intent: "area:land" },
  {
    message:
      "My cousin will drive me to the office. I know Siaka Stevens Street gets very congested. Can he drop me at the door, or is there somewhere to park?",
    intent: "knowledge:Parking",
  },
  {
    message:
      "My nephew was released on bail last week. His trial starts next month and the family needs a proper criminal defence lawyer. Do you take such cases?",
    intent: "area:criminal",
  },
  {
    message:
      "My partner and I have a dispute with a supplier that we would like to settle without going to court. We'd both like to sit down with your arbitration lawyer. Please schedule a meeting for us next week.",
    intent: "booking",
    also: ["area:arbitration"],
  },
  { message: "custody issue. need help.", intent: "area:family" },
  { message: "udat na di loya dem", intent: "team" },
  { message: "wats the capital of australia lol", intent: "off-topic" },
  { message: "That's all for now, goodbye.", intent: "goodbye" },
  { message: "sho mi di loya dem", intent: "team" },
  { message: "a gi wan man moni fo bring gud, e nor bring, wi rayt pepa", intent: "area:contract" },
  { message: "What is 15% GST on Le 45,000?", intent: "off-topic" },
  {
    message:
      "I have a number of documents relating to my matter. I would prefer to send scanned copies in advance rather than carry the originals. Please furnish me with your electronic mail address.",
    intent: "email",
  },
  { message: "abeg una help me, police don hold mi broda na Kissy station since yestade nite, dem nor gri tel wi wetin e du", intent: "urgent" },
  { message: "mi broda don komot pan bel, bot di kes de go kot nekst wik, a nid loya", intent: "area:criminal" },
  { message: "a wan adopt mi broda pikin, una de du dat?", intent: "area:family" },
  { message: "any lawyers who do family stuff? names pls", intent: "team" },
  { message: "What is the Bible verse about letting justice roll down like waters?", intent: "off-topic" },
  {
    message: "I tried the number on a card I was given years ago and it's dead. I'd prefer to speak to someone directly. Is there a number I can call?",
    intent: "phone",
  },
  {
    message:
      "My mother only speaks Krio and a bit of Mende. She'd be the one explaining the history of the family house. Would the lawyer be able to talk with her directly?",
    intent: "knowledge:Languages spoken",
  },
  { message: "dem hol mi pikin na Kabala polis, e de insai sel sins tu dez, abeg", intent: "urgent" },
  { message: "mi en mi kompin dem wan opin shop togeda, una fit fiks di pepa dem?", intent: "area:business" },
  { message: "We are considering retaining a firm on a long-term basis. Before that I'd like to know who leads it. Who are the partners?", intent: "team" },
  { message: "whats ur numba", intent: "phone" },
  {
    message:
      "I am a retired headmaster resident in Makeni. I have a matter I would prefer to discuss in person rather than in writing. I can travel to Freetown on any weekday. I should like to arrange an appointment with one of your lawyers at your earliest convenience.",
    intent: "booking",
  },
  { message: "a get kes na Koidu kot, a wan loya fo defend mi", intent: "area:criminal" },
  { message: "is it legal for them to cut my pay for a broken tool", intent: "legal-question" },
  {
    message:
      "Our container of cocoa has been held at Queen Elizabeth II Quay for three weeks. The demurrage is piling up daily and the buyer in Europe is threatening to cancel. Do you handle port and customs matters?",
    intent: "area:shipping",
  },
  {
    message:
      "Our accountant was picked up by officers from the Anti-Corruption Commission this morning. He is being questioned at their office and has not been allowed to call anyone. We want a lawyer present with him now.",
    intent: "urgent",
  },
  { message: "doing a startup, need help w shareholders stuff", intent: "area:business" },
  {
    message:
      "Our farmers' cooperative in Bombali has grown considerably. The members wish to formalise its governance and register it as a company limited by guarantee. We seek your assistance with this.",
    intent: "area:business",
  },
  { message: "mi pikin kot de nekst mont, wi nid loya", intent: "area:criminal" },
  { message: "landlord's boys came at night with sticks. said leave or die.", intent: "safety" },
  { message: "a wan rejista mi dayamon biznes", intent: "area:business" },
  { message: "how do u say thank you in Temne", intent: "off-topic" },
  {
    message:
      "Our church is celebrating its centenary next month and I have been asked to contribute to the programme. As a lover of verse, I thought a poem on justice would be fitting. Kindly compose a short poem on justice for the occasion.",
    intent: "off-topic",
  },
  { message: "una sabi usai dem de fen wok na Kabala fo mi pikin?", intent: "off-topic" },
  { message: "who r the lawyers there", intent: "team" },
  {
    message:
      "My son imports used vehicles through Freetown port. One of them was badly damaged during offloading at the quay. The terminal operator denies responsibility. He seeks representation in a claim.",
    intent: "area:shipping",
  },
  {
    message:
      "We're setting up a new trading company. The bank says it needs our NRA registration first, but the NRA says it wants a bank account. Is a company obliged to register with the NRA before opening a corporate account?",
    intent: "legal-question",
  },
  { message: "mi en mi pikin wan kam si una fo mi lan palava", intent: "booking", also: ["area:land"] },
  { message: "a wan kam si loya tumara", intent: "booking" },
  { message: "lata", intent: "goodbye" },
  { message: "Is Adama Koroma experienced in commercial arbitration?", intent: "attorney:Adama Koroma" },
  { message: "salamalekum", intent: "greeting" },
  {
    message:
      "I retired from the teaching service in 2019 after thirty-four years. To date my gratuity has not been paid despite numerous letters. Am I entitled to interest on the arrears?",
    intent: "legal-question",
  },
  { message: "a bay lan bot di man sel am to oda pesin bak", intent: "area:land" },
  { message: "I've scanned all my documents. It would be easier to send them before I arrive. What email address should I use?", intent: "email" },
  {
    message:
      "Hello, my 19-year-old son flew into Lungi an hour ago and was stopped by officers on arrival. They've taken his passport and he's still in a room with them, he just managed to text me. Please, can someone help him?",
    intent: "urgent",
  },
  { message: "ow una de", intent: "greeting" },
  { message: "mek yu rap wan song bout polis fo mi", intent: "off-topic" },
  { message: "book mi", intent: "booking" },
  { message: "Do you have WhatsApp? Calling Sierra Leone from the UK costs a fortune. I'd rather message or do a WhatsApp call.", intent: "phone" },
  { message: "mi bos bit mi wit stik a de blid", intent: "safety" },
  { message: "do u do inheritance cases", intent: "area:family" },
  {
    message:
      "One of our female employees is being stalked by a former manager we dismissed. He has been sending her threatening messages and turned up at her home last night. She is terrified to go home this evening. What can we do to protect her?",
    intent: "safety",
  },
  { message: "di pikin papa don day, in famili tek ol di propati, wi nor get natin. abeg help wi", intent: "area:family" },
  { message: "una numba abeg", intent: "phone" },
  { message: "if polis stop yu en yu nor get lisens, dem fit tek di bayk fo gud?", intent: "legal-question" },
  { message: "di numba fo kol una?", intent: "phone" },
  {
    message:
      "We are restructuring our group ahead of a new investor coming in. I'd like to go through the options with Mr Sesay. What slots do you have on Thursday?",
    intent: "booking",
    also: ["area:business"],
  },
  { message: "brother arrested. lunsar station. now.", intent: "urgent" },
  {
    message:
      "I've been separated from my husband for six years. He lives in Bo and I've been in London all this time. I'd finally like to file for divorce and need a lawyer in Sierra Leone to handle it. Is this something you do?",
    intent: "area:family",
  },
  { message: "hmm", intent: "unknown" },
  { message: "una de tok Kono?", intent: "knowledge:Languages spoken" },
  { message: "kostom tek mi tin dem na kwe, a nid help", intent: "area:shipping" },
  { message: "udat win di match las nite, East End Lions o Kallon?", intent: "off-topic" },
  { message: "omos kot go gi mi if a wund na di mayn?", intent: "legal-question" },
  { message: "if a gi som man mi gron fo bil, afta ten yia e fit se na in yon?", intent: "legal-question" },
  {
    message: "i moved out of my room in bo last month. left it clean, paid every month. landlord still wont giv back my deposit. can u help?",
    intent: "area:land",
  },
  { message: "where do i park", intent: "knowledge:Parking" },
  { message: "sombodi de sen mi mesej se e go kil mi en mi pikin", intent: "safety" },
  { message: "usai una de", intent: "address" },
  { message: "Do you have client parking on Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "open on sunday??", intent: "hours" },
  { message: "polis bin bit mi wen dem arest mi las yia, a wan su dem", intent: "area:criminal" },
  { message: "una de bay dayamon?", intent: "off-topic" },
  {
    message:
      "I'm based in London and can't travel until next year. The matter can't really wait. Could I have a consultation by video call? Happy to pay in advance.",
    intent: "booking",
  },
  { message: "Goodbye and God bless.", intent: "goodbye" },
  {
    message:
      "My late sister's daughter has lived with me since she was three years old. She is now twelve and I wish to make her position secure. Kindly advise whether your chambers handles adoption matters.",
    intent: "area:family",
  },
  { message: "mi lanlod se e go sel mi tin dem if a nor pe di rent. e fit du dat?", intent: "legal-question" },
  { message: "Which documents should I bring to my first appointment?", intent: "knowledge:What to bring" },
  {
    message: "My cousin was held unlawfully for weeks last year and was never charged. He's out now but wants to pursue it. Do you handle human rights cases?",
    intent: "area:criminal",
  },
  { message: "wetin na di dola rate tide", intent: "off-topic" },
  {
    message:
      "I shipped a barrel of household goods from Tilbury to Freetown in March. It arrived half empty and the seal had been tampered with. The shipping company is ignoring my emails. Is this something your shipping lawyer could help with?",
    intent: "area:shipping",
  },
  { message: "Isatu Bangura de na ofis tide?", intent: "attorney:Isatu Bangura" },
  { message: "Hello there!", intent: "greeting" },
  {
    message:
      "My late mother left a handwritten will, but it wasn't witnessed by anyone. My brothers say it's worthless and want to share everything equally instead. Is an unwitnessed will valid in Sierra Leone?",
    intent: "legal-question",
  },
  { message: "can i see a lawyer on saturday", intent: "booking" },
  { message: "ow fo kuk kasada lif wit fish", intent: "off-topic" },
  { message: "Draft me a catchy slogan for our new coffee brand, something with a Sierra Leonean feel.", intent: "off-topic" },
  {
    message:
      "my dad imports clothes 4 his shop in bo. his goods r stuck at the port 4 a month now n the agent keeps asking 4 more money. can u help get them out?",
    intent: "area:shipping",
  },
  { message: "a wan bok taym fo tok wit loya", intent: "booking" },
  { message: "hey", intent: "greeting" },
  {
    message:
      "My tenant's son was taken into custody last night and his mother has come to me in tears. The boy is still at the Makeni station this afternoon. He is only a mechanic's apprentice and has never been in trouble. Can your firm intervene?",
    intent: "urgent",
  },
  { message: "mi man don day, in broda dem se di os na dem yon. na so di lo se?", intent: "legal-question" },
  { message: "Is your office open during the lunch hour?", intent: "hours" },
  {
    message:
      "I land at Lungi next week with two big suitcases. I've heard mixed things about the ferry and the water taxi. Which is better for getting into town?",
    intent: "off-topic",
  },
  {
    message:
      "Before I explain my situation, I'd like a general picture. My cousin said you mostly do business work. What kinds of matters does Kamara Chambers actually deal with?",
    intent: "services",
  },
  {
    message:
      "Our contract with a building firm contains an arbitration clause. The other party has now commenced arbitration proceedings against our school board. We require representation before the tribunal.",
    intent: "area:arbitration",
  },
  {
    message:
      "My late brother left property in Makeni and the family cannot agree on how to proceed. I understand Madam Fatmata Kamara handles such matters. Would it be possible to see her on Tuesday?",
    intent: "booking",
    also: ["area:family"],
  },
  {
    message:
      "I live in London and will be handling things remotely. Phone, email, whatever works. What's the best way to get in touch with the firm from overseas?",
    intent: "contact",
  },
  { message: "how do i reach u guys", intent: "contact" },
  { message: "di famili lan na Kabala, mi broda dem wan sel am witout mi. abeg help", intent: "area:land" },
  {
    message:
      "Our school intends to engage a food vendor for the pupils' lunches. We want the terms clearly set out. I require a supply contract to be drafted.",
    intent: "area:contract",
  },
  { message: "POLIS DEN DE NA MI MAMA OS NAU DEN WAN TEK MI ANKUL", intent: "urgent" },
  { message: "wetin kayn wok una de du na dis ofis", intent: "services" },
  {
    message:
      "We're an agricultural exporter based in Kenema. We plan to incorporate a subsidiary in Freetown to handle shipping and sales. Do you handle company registration with the Corporate Affairs Commission?",
    intent: "area:business",
  },
  {
    message:
      "My brother-in-law runs a trading business in Freetown and has a dispute with a supplier. Neither wants a long court case. Do you offer mediation for commercial disputes?",
    intent: "area:arbitration",
  },
  { message: "wi bos dem hol am na Koidu polis sins yestade", intent: "urgent" },
  { message: "Book me in for an initial meeting, any afternoon next week.", intent: "booking" },
  { message: "mi sista man de bit am evri nite, tide e nor ebul wak", intent: "safety" },
  { message: "tenki", intent: "thanks" },
  {
    message:
      "My late wife ran a bakery business with a loan from a commercial bank. The bank is now demanding repayment on terms I do not recognise. I would like assistance in dealing with the bank.",
    intent: "area:business",
  },
  { message: "som man de bil na mi lan na Koidu, a wan stop am", intent: "area:land" },
  { message: "una de du ol loya wok?", intent: "services" },
  { message: "a fit su di man we sel mi fek rays?", intent: "legal-question" },
  {
    message: "My ex broke into my room last night with a knife. I got out and I'm at my mum's now. He's standing outside her gate. What do I do",
    intent: "safety",
  },
  {
    message:
      "Our family has held land near Makeni for generations. Recently the chief allocated part of it to a stranger who has begun to build. None of the family heads were consulted. Is it lawful for a chief to do this without our consent?",
    intent: "legal-question",
  },
  { message: "my friend has a court case 4 assault, do u defend ppl", intent: "area:criminal" },
  { message: "polis lok mi sista na sel fo lan palava, abeg help wi", intent: "urgent" },
  {
    message:
      "Last night a letter was pushed under my door in Makeni. It threatens that my house will be burnt with my family inside if I do not withdraw my land case. My wife has not slept. I fear for our lives and do not know what to do.",
    intent: "safety",
  },
  {
    message:
      "One of our drivers has been stopped at a checkpoint near Bo with a truck of cocoa. The police are holding both him and the vehicle and are demanding papers we already gave them. He has been there since six this morning. Can you send someone immediately?",
    intent: "urgent",
  },
  { message: "dem bel mi boy, bot dem se e fo kam kot. una go go wit am?", intent: "area:criminal" },
  {
    message:
      "Our distributor in Bo has breached an exclusivity clause by selling a competitor's product. We have photographs and invoices. In your view, would we succeed if we terminated the agreement and sued for damages?",
    intent: "legal-question",
  },
  { message: "dem bon mi broda os tonite, dem se na wi nekst", intent: "safety" },
  { message: "una ofis de na wich say?", intent: "address" },
  { message: "hours?", intent: "hours" },
  { message: "gi mi una fon numba", intent: "phone" },
  { message: "cheers", intent: "thanks" },
  { message: "una de du mediashon?", intent: "area:arbitration" },
  { message: "ow fo plant pepe na rainy sizin", intent: "off-topic" },
  { message: "What's the weather like in Freetown this week? Flying in Thursday and wondering if I need an umbrella.", intent: "off-topic" },
  {
    message:
      "My sister in Freetown messaged me that her husband beat her again last night. He has told her he will kill her if she tries to leave. She's locked in the bedroom with her children now and he's outside the door. What should she do right now?",
    intent: "safety",
  },
  { message: "omos loya una get", intent: "team" },
  { message: "english or krio?", intent: "knowledge:Languages spoken" },
  { message: "lanlod de trowe mi komot fo notin, a nid help", intent: "area:land" },
  { message: "What time do you close? I'll be calling from the UK after my shift. I need to work out the time difference.", intent: "hours" },
  { message: "dispute with supplier, want arbitration not court", intent: "area:arbitration" },
  {
    message:
      "My late brother always spoke highly of your chambers. I should now like to know more about the people there. Kindly furnish me with a list of your advocates.",
    intent: "team",
  },
  { message: "wetin una de du", intent: "services" },
  { message: "need employment contracts drafted for 5 workers", intent: "area:contract" },
  { message: "is it legal 4 my landlord 2 kick me out wit no notice? i pay my rent on time", intent: "legal-question" },
  {
    message:
      "My daughter is getting married in December to a man with considerable assets of his own. Both families would like an agreement on property in place before the wedding. Is that something your family practice can prepare?",
    intent: "area:family",
  },
  {
    message:
      "My husband and I are planning to invest in a guesthouse in Freetown with two partners. We want a proper shareholders' agreement so there's no confusion later about who owns what. Can your business lawyers help with that?",
    intent: "area:business",
  },
  { message: "di man we gi mi lisens fo dig se a fo pe am af af, na so di lo se?", intent: "legal-question" },
  { message: "mi bos kontena de na wof sins tu mont, una fit help?", intent: "area:shipping" },
  { message: "soja dem hol mi padi na di mayning sayt, dem tek am go barracks. wetin a fo du", intent: "urgent" },
  { message: "want to meet a lawyer about my contract, when r u free", intent: "booking", also: ["area:contract"] },
  {
    message:
      "A consignment of ours was water-damaged in transit to Antwerp. The bill of lading is silent on the point. Who bears the loss, the shipper or the carrier?",
    intent: "legal-question",
  },
  { message: "Are you open on Independence Day?", intent: "hours" },
  {
    message:
      "A friend and I want to set up a small import company bringing medical supplies from the UK. Neither of us lives in Sierra Leone full time. Can you handle the registration and the paperwork for us?",
    intent: "area:business",
  },
  { message: "what are my rights if the company doesnt pay overtime", intent: "legal-question" },
  {
    message:
      "The builder I hired for my mum's house took the deposit and vanished halfway through. We have a signed contract with a completion date that's long passed. Can you help us enforce it?",
    intent: "area:contract",
  },
  { message: "cops took my wife this morning in port loko. she still there", intent: "urgent" },
  {
    message:
      "I purchased a plot at Hill Station in 2015 and have the conveyance. Now another party claims ownership with a conflicting document and has started clearing the land. I require a title search and representation.",
    intent: "area:land",
  },
  {
    message:
      "I'll probably need help with both property and a will. I'd rather not be passed around. Do you have lawyers who specialise in those, and who are they?",
    intent: "team",
  },
  { message: "where is ur office", intent: "address" },
  { message: "Thanks, noted.", intent: "thanks" },
  { message: "wen una de lok", intent: "hours" },
  { message: "dem chaj mi fo tif bot a nor du am, a nid loya fo kot", intent: "area:criminal" },
  { message: "mi padi wan mek wi bi patna fo biznes, a wan pepa fo am", intent: "area:business" },
  { message: "Police at my door now. Taking me to Port Loko station.", intent: "urgent" },
  { message: "den boys dem de kam fo kil mi, dem se tonite. a de haid na wan os na Kissy", intent: "safety" },
  { message: "omos fo bay motobayk na Koidu", intent: "off-topic" },
  { message: "dem hol am!! wellington station, abeg kol mi", intent: "urgent" },
  {
    message:
      "My grandson was granted bail yesterday after four days in custody. The trial is fixed for next month at the High Court. We now seek a lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "my uncle in custody at bo central since sunday. fam cant afford bail n they wont let us c him", intent: "urgent" },
  { message: "a wan go Gini, omos fo di bus", intent: "off-topic" },
  { message: "una de opin tide?", intent: "hours" },
  { message: "a fit pe smol smol?", intent: "knowledge:Fees" },
  {
    message:
      "A buyer in Freetown owes us Le 350 million under a supply agreement. He has acknowledged the debt in writing but keeps stalling. We need help recovering it.",
    intent: "area:contract",
  },
  {
    message:
      "I write in haste. My nephew has been held at the Makeni police station for three days now without being brought before a magistrate. His wife has been turned away twice. Is there a lawyer who could attend to him today?",
    intent: "urgent",
  },
  { message: "dem arest mi granpikin yestade, e nor kam bak yet, e de na stashon", intent: "urgent" },
  { message: "generator wont start, how to fix", intent: "off-topic" },
  { message: "help w child maintenance claim", intent: "area:family" },
  {
    message:
      "I'm flying into Freetown on the 12th for two weeks. There are a few family matters I'd like to sort out while I'm there. Could I book a meeting with a lawyer during that window?",
    intent: "booking",
  },
  {
    message:
      "My granddaughter has just passed her BECE with good grades. We are considering moving her to Freetown for senior secondary. Could you recommend a good school there for her?",
    intent: "off-topic",
  },
  { message: "do u do mediation? my uncles r fighting over the family biz", intent: "area:arbitration" },
  {
    message: "I'm new to your site. I have a few different issues back home, some family and some property. What areas does your firm cover?",
    intent: "services",
  },
  { message: "open now?", intent: "hours" },
  { message: "Sorry, I'm not sure how this works.", intent: "unknown" },
  {
    message: "hi im writing 4 my friend. her dad was arrested this mrning in bo n they moved him 2 freetown, nobody is telling us anything. wat do we do??",
    intent: "urgent",
  },
  { message: "can u review my internship contract b4 i sign", intent: "area:contract" },
  {
    message:
      "My father passed away in March. I am his eldest son and have been managing his affairs since. Would I be correct in assuming that I am automatically the administrator of his estate?",
    intent: "legal-question",
  },
  {
    message: "My wife will accompany me to the meeting. She understands English but is far more comfortable in Temne. Do any of your lawyers speak Temne?",
    intent: "knowledge:Languages spoken",
  },
  { message: "phone number pls", intent: "phone" },
  {
    message: "Our company will need to send instructions regularly. We have staff in Kenema and Freetown. How can we get in touch with you?",
    intent: "contact",
  },
  { message: "ow a go mek sop fo sel", intent: "off-topic" },
  { message: "do u only do court stuff or other things 2", intent: "services" },
  { message: "is there parking? my dad will drive me", intent: "knowledge:Parking" },
  { message: "What are cocoa prices on the world market right now?", intent: "off-topic" },
  { message: "una de wok Pray Day?", intent: "hours" },
  { message: "polis dem don kam wit gun fo tek mi man, dem de put am na motoka nau nau", intent: "urgent" },
  { message: "explain separation of powers 4 my govt exam pls", intent: "off-topic" },
  { message: "omos una de chaj", intent: "knowledge:Fees" },
  { message: "how much 4 a consultation", intent: "knowledge:Fees" },
  { message: "kushe", intent: "greeting" },
  {
    message:
      "My UK passport expires in two months and I'm currently in Freetown. The British High Commission website is confusing. How do I renew it from here?",
    intent: "off-topic",
  },
  { message: "Kindly state your office hours.", intent: "hours" },
  { message: "can i book a consultation 4 next wk? any day after 2pm", intent: "booking" },
  { message: "can u help me write an essay on the rule of law 4 my pol sci class, due 2moro", intent: "off-topic" },
  {
    message: "A customer slipped on our premises last week and broke his wrist. There were clear warning signs and he ignored them. Are we liable?",
    intent: "legal-question",
  },
  { message: "una de opin satide?", intent: "hours" },
  {
    message:
      "Hi, my mum is 74 and wants to see someone about making her will. She can't manage stairs well and gets tired in the afternoon. Could you book her in for a morning slot?",
    intent: "booking",
    also: ["area:family"],
  },
  {
    message:
      "I write on behalf of a fishermen's association in Port Loko district. A foreign trawler damaged several of our canoes and nets last month and is now anchored off Freetown. We understand a vessel can be arrested. Does your firm handle such matters?",
    intent: "area:shipping",
  },
  { message: "I request a consultation. Please indicate the earliest date.", intent: "booking" },
  { message: "Please provide an overview of the legal services offered by your chambers.", intent: "services" },
  { message: "una get uman loya?", intent: "team" },
  { message: "mi man don trowe mi komot na os wit di pikin dem, na nite, wi nor get usai fo slip", intent: "safety" },
  { message: "a go fit kam si loya tide afta 3?", intent: "booking" },
  {
    message:
      "Our joint venture agreement requires mediation before any litigation. Talks with our partner have broken down. We need a mediator and someone to advise us through it.",
    intent: "area:arbitration",
  },
  { message: "wat do i bring 2 the first meeting", intent: "knowledge:What to bring" },
  { message: "appointment please. monday morning.", intent: "booking" },
  { message: "mi lan dokument dem los, a wan nyu wan", intent: "area:land" },
  {
    message:
      "Dear Sir/Madam, I am a retired headmaster in Makeni. This morning police officers came to my son's shop on Azzolini Highway and took him away, and he is still being held at the Makeni police station without any charge read to him. The family has been told we may not see him. Please, can a lawyer go to him today?",
    intent: "urgent",
  },
  { message: "mi en di kompni we bay mi gud get palava, wi gri fo arbitrashon", intent: "area:arbitration" },
  { message: "Kindly provide your telephone number.", intent: "phone" },
];
