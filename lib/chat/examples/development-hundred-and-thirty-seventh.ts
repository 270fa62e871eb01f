import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: ambulance drivers, fire-service men, first-aid volunteers and the people they helped or failed to help. writers: (1) Pa Foday Sesay, 54, NEMS ambulance driver in Kenema, Krio speaker, cracked small phone, SMS shorthand; (2) Mariatu Kallon, 27, Red Cross first-aid volunteer and nursing student in Bo, careful English, long stories; (3) Station Officer Emmanuel Cole, 46, National Fire Force at Kissy, formal letters and emails; (4) Kadiatu Bangura, 38, trader at Dove Cot market whose stall burnt, mixed Krio-English; (5) Osman Turay, 22, okada rider in Makeni rescued after a crash, voice-to-text, heavy typos; (6) Mrs Theresa Macauley, 63, retired nurse in London whose brother died waiting for an ambulance, formal and indirect; (7) Brima Koroma, 41, Tombo fisherman pulled from the sea by volunteers, short Krio fragments; (8) Yusuf Kamara, 31, firefighter and tanker driver in Port Loko, young, SMS and capitals
export const DEVELOPMENT_HUNDRED_AND_THIRTY_SEVENTH: LabelledMessage[] = [
  { message: "Kushe o, good evening una", intent: "greeting" },
  {
    message:
      "Abeg una help me. Police don hold my husband since yesterday night. E na ambulance driver fo NEMS, di woman wey e carry go hospital die for road and en family go report am say na him kill am. Dem lock am for Kissy station and dem no gree release am.",
    intent: "urgent",
  },
  {
    message:
      "I am writing for our fire station at Wellington. The plot the government allocated to the station for staff quarters is now claimed by a family who say it was their grandfather's land. We need a lawyer to check the title documents and defend the boundary.",
    intent: "area:land",
  },
  { message: "how much is a first aid box in freetown, d big one wit bandage n gloves n plaster", intent: "off-topic" },
  {
    message:
      "I am a Red Cross volunteer in Bo. Last month at an accident on the Bo-Kenema highway I did CPR on a man and broke two of his ribs. He survived, thank God, but now his family says they will take me to court for the ribs. Can they really win a case against a volunteer who was only trying to save his life?",
    intent: "legal-question",
  },
  {
    message:
      "the men whose shops burnt at Dove Cot say we fire boys came late on purpose. every night they wait by my house saying they will burn me like their goods. I am sleeping at my sister's place now and I can't go home. pls what do i do",
    intent: "safety",
  },
  {
    message:
      "Good morning. I would like to book a consultation with one of your lawyers on Thursday morning concerning my brother who died waiting for an ambulance that never arrived.",
    intent: "booking",
  },
  { message: "Una de open Satode? Na only weekend I free, I de drive ambulance Monday to Friday.", intent: "hours" },
  {
    message:
      "Somebody stole the oxygen cylinder and the stretcher from our ambulance while we were inside Connaught with a patient. We know the boy who did it, people saw him. We want to report him and see him prosecuted. Can your firm take that up?",
    intent: "area:criminal",
  },
  {
    message:
      "My husband was a fireman, he died fighting the fuel tanker fire at Wellington. Now his brothers want to share his things and I have three small children. I need help with his estate.",
    intent: "area:family",
  },
  { message: "dey carry my pikin go station nw nw, e na first aid volunteer, dem say e tif phone from d accident man. pls pls", intent: "urgent" },
  {
    message:
      "We ordered two used ambulances from Dubai for our community health project. The container has been held at Queen Elizabeth II Quay for six weeks and customs keep asking for new papers every time we go. Do you handle port and customs matters?",
    intent: "area:shipping",
  },
  { message: "our fire service team is playing police on the basketball court this saturday, who you think go win lol", intent: "off-topic" },
  {
    message:
      "Me and two other retired firemen want to start a private fire safety company, selling extinguishers and training offices. How do we register the company?",
    intent: "area:business",
  },
  { message: "What kind of cases does your firm take?", intent: "services" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my colleague, Mr Sorie Kanu, a driver with the National Emergency Medical Service, who was arrested this morning at Lumley roundabout after his ambulance collided with a keke. He is being held at Lumley Police Station and has not been allowed to call anyone. I should be grateful if a lawyer could attend to him today.",
    intent: "urgent",
  },
  {
    message:
      "Our volunteer group and the hospital board are quarrelling over who owns the donated ambulance. We don't want to go to court, we want someone neutral to sit with both sides and decide. Can you arrange that kind of mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "the garage took 6 million from our fire station committee to repair the water tanker. 4 months now, no tanker no money. can una help us collect am back",
    intent: "area:contract",
  },
  { message: "how much una de charge fo consultation? I na volunteer, I no get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "My grandmother only speaks Mende. She wants to tell a lawyer herself what happened the night the ambulance did not come for my grandfather. Is there anyone at your office who speaks Mende?",
    intent: "knowledge:Languages spoken",
  },
  { message: "Can I park the ambulance outside your office when I come? Is big vehicle o", intent: "knowledge:Parking" },
  {
    message:
      "Is it legal for a hospital to refuse a patient because the family has no money for the deposit? My uncle lay in the ambulance at the gate for two hours before they touched him.",
    intent: "legal-question",
  },
  { message: "How many lawyers work there?", intent: "team" },
  { message: "my sista burn en hand wit hot palm oil yesterday, wetin we fo put on am, toothpaste or cold water?", intent: "off-topic" },
  { message: "wetin be una phone number", intent: "phone" },
  { message: "How can I get in touch with your office? I live in Kailahun and can't travel easily.", intent: "contact" },
  { message: "Please send me your email address, I want to forward the fire report and photos.", intent: "email" },
  { message: "Where exactly is your office in Freetown? I will be coming from the fire station at Kissy.", intent: "address" },
  { message: "Tenki tenki, God bless una", intent: "thanks" },
  { message: "pls i nid help abt wat happen", intent: "unknown" },
  { message: "ok bye for now", intent: "goodbye" },
  {
    message:
      "After the fire at Kroo Bay burnt my house, the landlord says the plot is now free and he will build shops on it. I have paid rent every year for nine years and I kept all my receipts. He has given me one week to move my things from the ashes. I want a lawyer to handle this tenancy matter for me.",
    intent: "area:land",
  },
  {
    message:
      "My brother was taken by soldiers at the checkpoint in Masiaka around 2 am. He was driving the Red Cross ambulance with a woman in labour. They are still holding him at their post and his phone is off.",
    intent: "urgent",
  },
  { message: "if i drive d ambulance thru red light n hit sum1 who go pay, me or d govt?", intent: "legal-question" },
  {
    message:
      "Two years ago a fireman in Bo was accused of stealing gold from a burning house. The case has never started, the police just keep calling him to come and sign. He wants a lawyer to follow it up and clear his name.",
    intent: "area:criminal",
  },
  {
    message:
      "My husband beat me again last night because I came home late from Red Cross training. He says the next time I go he will kill me. I am at the branch office now and I am afraid to go back home.",
    intent: "safety",
  },
  { message: "pls can i see Mr Ibrahim Jalloh nxt week? tuesday or wed", intent: "booking" },
  { message: "Can you write me a speech for the fire service day parade? Our chief wants something that will make people cry.", intent: "off-topic" },
  {
    message:
      "We pulled a baby girl out of the fire at Susan's Bay. Her mother died and nobody has come for her in eight months. My wife and I have been caring for her and we want to adopt her properly. Please help us start.",
    intent: "area:family",
  },
  {
    message:
      "Our fishing boat sank near Tombo. Volunteers saved the crew but the engine, nets and the whole catch were lost, and the owner in Conakry says we must pay. I need help with the claim for the goods lost at sea.",
    intent: "area:shipping",
  },
  {
    message:
      "Na me get di private ambulance business for Bo. We don register di business name, but now my partner wan comot and carry half of di money. Una fit help?",
    intent: "area:business",
  },
  {
    message: "We want an arbitrator for our dispute with the insurance company over the fire truck that was damaged in the Kissy fire. Do you do arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, I was employed as an ambulance driver by a private clinic in Lumley for five years. Last week they dismissed me without notice and without pay because I refused to drive a vehicle with no brakes. I need help with my employment contract.",
    intent: "area:contract",
  },
  { message: "una de do all kind case or na only court case?", intent: "services" },
  { message: "wats d weather 2moro in makeni, we get drill outside", intent: "off-topic" },
  {
    message: "still inside since yesterday, my papa. na di same pipul wey e save from di fire go accuse am say e tek dem money. Kissy police. abeg come",
    intent: "urgent",
  },
  {
    message:
      "My son was a first-aid volunteer at the national stadium. He fell from the stand while carrying a patient and now he cannot walk. Does he have a right to compensation from the organisers?",
    intent: "legal-question",
  },
  { message: "what time do you close today", intent: "hours" },
  {
    message:
      "They have remanded my husband at Pademba Road since Monday. He is a fireman and they say he started the fire at the market himself. Please we need a lawyer.",
    intent: "urgent",
  },
  {
    message: "Good afternoon, is Isatu Bangura still a partner at your chambers? Someone at the Red Cross office told me she left.",
    intent: "attorney:Isatu Bangura",
  },
  {
    message:
      "na fire man I be, di house owner for Calaba Town say na we spoil en house wit water and e go sue we. e get right fo dat? we bin de out di fire nomoh",
    intent: "legal-question",
  },
  { message: "HELLO. POLICE DON COME FO DI STATION FO TEK OUR DRIVER NOW NOW, DEM DE PUT AM INSIDE DEM VAN. WI DE PORT LOKO. HELP", intent: "urgent" },
  {
    message: "What papers do I need to bring when I come? I have the ambulance log book, the death certificate and some WhatsApp messages.",
    intent: "knowledge:What to bring",
  },
  { message: "recipe for cassava leaf pls, we de cook fo di volunteers afta training", intent: "off-topic" },
  {
    message:
      "My sister's husband set their kitchen on fire with her inside it last week. Neighbours pulled her out. He is still walking around the compound and yesterday he told her she was lucky the first time. She is with me but he knows where I live.",
    intent: "safety",
  },
  { message: "I wan meet lawyer fo talk bout my land palava, wetin day una free?", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, Our organisation, a community first-aid group in Waterloo, wishes to acquire a quarter-town lot to build a small first-aid post. We should be grateful if you could carry out a title search on the plot before we pay the seller.",
    intent: "area:land",
  },
  {
    message:
      "My daughter drowned at Lumley beach and the lifeguards were not at their post. The family of her father now wants to take her younger brother away from me, saying I am careless. I need a lawyer for the custody of my son.",
    intent: "area:family",
  },
  {
    message:
      "i was arested last year aftr d bus crash at hill station, i was d ambulans driver. dey releas me on bail after 3 days n now d court summon me to appear next month. need lawyer to defend me",
    intent: "area:criminal",
  },
  {
    message:
      "They seized the donated fire engine at the port because the duty waiver letter came late. It has been sitting in the container yard since March. We need someone to deal with customs and the clearing agent.",
    intent: "area:shipping",
  },
  {
    message:
      "We are three nurses running a first aid training business. Bank gave us a loan and now they want to double the interest without telling us. Our company needs a lawyer to talk to the bank.",
    intent: "area:business",
  },
  { message: "abeg mediation una de do? me en di keke owner want settle am quiet, no court", intent: "area:arbitration" },
  {
    message:
      "I supplied 200 fire extinguishers to a hotel in Aberdeen last year. They have refused to pay the invoice since. I have the delivery note signed. Please help me recover the money.",
    intent: "area:contract",
  },
  { message: "who are the lawyers in ur firm, names pls", intent: "team" },
  { message: "do you help with all types of legal problems or only some?", intent: "services" },
  { message: "good morning", intent: "greeting" },
  { message: "Thank you for the information, it helped a lot.", intent: "thanks" },
  { message: "can i whatsapp una or na only call?", intent: "phone" },
  { message: "how i go reach una? I de Kabala", intent: "contact" },
  { message: "email adress?", intent: "email" },
  { message: "which street is your office on? near which landmark", intent: "address" },
  { message: "hello?? anybody de", intent: "unknown" },
  { message: "Alright, I'll go now. Bye.", intent: "goodbye" },
  { message: "Do I pay for the first meeting? I am asking because the lawyer I met before charged me just to listen.", intent: "knowledge:Fees" },
  { message: "Do your lawyers speak Krio? My English is not strong.", intent: "knowledge:Languages spoken" },
  {
    message:
      "They took my uncle from the hospital bed this morning. He is the first-aider who drove the injured boy on his motorbike and the boy died. Police said murder and put him in handcuffs. He is at Central police now.",
    intent: "urgent",
  },
  {
    message:
      "I am a retired nurse living in London. My brother collapsed at home in Murray Town in January and the family called the ambulance number eleven times. It came after four hours and he was already gone. I have since learnt the ambulance was being used to carry an official's relatives. I want to know whether the family can bring a claim against the ambulance service for the delay, and what they would have to prove.",
    intent: "legal-question",
  },
  { message: "who won the fire service vs army match yday? d referee was a judge from d police side", intent: "off-topic" },
  {
    message:
      "Since the fire, the boy we rescued from the roof at Mabella has been living with us. Today his uncle came with three men and said if I don't hand him over tonight they will cut me. I have locked the door. My wife is crying.",
    intent: "safety",
  },
  { message: "Please can I have an appointment with Fatmata Kamara about a contract? Any day next week after 2.", intent: "booking" },
  {
    message:
      "dem lock my broda since yestede. e na red cross volunteer, e bin de help wan woman wey fall for road, di woman en husband go tell police say e touch am. Bo police station. wetin we go do",
    intent: "urgent",
  },
  { message: "Is it true that if someone dies in my ambulance I can be charged with manslaughter, even if I drove properly?", intent: "legal-question" },
  { message: "whats d best generator for fire station, ours keep charge and go off", intent: "off-topic" },
  {
    message:
      "The landlord of our fire post building in Kenema wants to increase rent by three times in the middle of the lease. We have a five-year lease signed. Please help.",
    intent: "area:land",
  },
  {
    message: "My late father was an ambulance driver, he died last month. He wrote a will but my stepmother hid it. I want to start the estate process.",
    intent: "area:family",
  },
  {
    message: "My neighbour's son was beaten by police at a roadblock. He is out now, but we want to make a complaint about human rights. Can your firm help?",
    intent: "area:criminal",
  },
  {
    message:
      "Gud day. Our sea rescue boat was hired by a shipping company for a charter and they returned it damaged. The charter agreement says they pay. I want to claim.",
    intent: "area:shipping",
  },
  {
    message: "We want to close our small ambulance company. We have debts and two shareholders. How do we do it properly, can you help?",
    intent: "area:business",
  },
  {
    message:
      "Our association of volunteer firefighters got an arbitration award against the council last year but they refuse to pay. We need the award enforced.",
    intent: "area:arbitration",
  },
  {
    message:
      "I signed a contract to supply first aid kits to a mining company, now they say they want to cancel after I bought everything. I need a lawyer to read the contract.",
    intent: "area:contract",
  },
  { message: "Do you have a woman lawyer? My mother prefers to talk to a woman about what happened at the hospital.", intent: "team" },
  { message: "open at lunch time? I can only come btw 1 and 2", intent: "hours" },
  { message: "una de open 2moro? na public holiday", intent: "hours" },
  {
    message:
      "I was the volunteer who drove the injured trader to hospital in my own car. The car got damaged on the way and now the trader's family refuses to help me fix it. Can I take them to court for the repairs?",
    intent: "legal-question",
  },
  {
    message:
      "Police came to our house at 5 this morning. They are outside now saying they will take my husband because the patient he carried died. He is a driver with NEMS. What do we do? Please answer.",
    intent: "urgent",
  },
  { message: "I WANT A MEETING WITH A LAWYER ABOUT MY FIRE CASE", intent: "booking" },
  { message: "can you recommend good boots for firemen? the ones we have leak", intent: "off-topic" },
  { message: "Is Bo office open on Saturday morning or only Freetown?", intent: "hours" },
  { message: "Mi bobo dem tek am go station las nite afta di fight for di ambulance park. Dem nor release am yet.", intent: "urgent" },
  {
    message:
      "I am the driver of the Kenema ambulance. On Sunday a young man with a gunshot died on the way to the government hospital because the road at Blama was blocked by a broken truck. His people have been calling my phone and today one of them came to my house with a cutlass. My wife and children are hiding with the neighbours. I don't know where to go.",
    intent: "safety",
  },
  { message: "Please tell me the number and the email, I will call first and then send documents.", intent: "phone", also: ["email"] },
  {
    message:
      "Kushe. Dem don carry mi uncle go CID since morning, e na di fire service driver wey di tanker lorry jam di pikin dem. Dem say e go stay deh till court. Wetin fo do?",
    intent: "urgent",
  },
  {
    message: "Can the council take back the land they gave our volunteer group for the first-aid post, if we haven't finished building after three years?",
    intent: "legal-question",
  },
  { message: "whats a good name for my new puppy, we found him at d fire station", intent: "off-topic" },
  {
    message: "I'd like to arrange a consultation about my late brother's case. What should I bring with me?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "Is parking available near your office? I will come with my motorbike.", intent: "knowledge:Parking" },
  {
    message:
      "My husband is a firefighter in Port Loko. When he returns from a night shift he drinks and beats me and the children. Last night he put his hands around my neck. Tonight he is on shift again but tomorrow he will be back.",
    intent: "safety",
  },
  {
    message:
      "Good evening, una de helep wit land matter? my papa en brodas de fight over di family land for Waterloo, di one wey di ambulans station bin build on",
    intent: "area:land",
  },
  {
    message:
      "Dear Madam, I write concerning the custody of my grandchildren. Their mother, my daughter, a Red Cross volunteer, died in the Ebola response and their father has since remarried and neglects them. I should be grateful for your assistance in obtaining custody.",
    intent: "area:family",
  },
  {
    message:
      "I was charged with causing death by dangerous driving after the ambulance overturned in Moyamba. I am on bail and the case starts next month. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "my fishin boat was seized by d navy n dey say d licence not correct, we were rescuing people wen d canoe capsize near Shenge. need help to get d boat back",
    intent: "area:shipping",
  },
  { message: "I want to register a business name for my first aid training, 'Safe Hands First Aid'. How does that work with you?", intent: "area:business" },
  {
    message:
      "The fire station and the market women want to settle the matter about the burnt stalls without going to court. Is there someone neutral at your firm who can mediate?",
    intent: "area:arbitration",
  },
  { message: "Builder take my money fo build mi house wey bin burn, e nor build nothing, now e nor de pick phone. abeg una helep me", intent: "area:contract" },
  { message: "What services do you offer?", intent: "services" },
  { message: "so wetin una de do, na only big company una de help?", intent: "services" },
  { message: "Who are the partners at the firm?", intent: "team" },
  { message: "hi", intent: "greeting" },
  { message: "thanks a lot my bro", intent: "thanks" },
  { message: "How do I contact you people? I don't have credit for calls.", intent: "contact" },
  { message: "wat is d email 4 consultation", intent: "email" },
  { message: "Directions to your office from Kissy Road pls", intent: "address" },
  { message: "ok so", intent: "unknown" },
  { message: "see you tomorrow then", intent: "goodbye" },
  { message: "Is there free legal help for volunteers? We don't get paid for what we do.", intent: "knowledge:Fees" },
  { message: "ma husban dey arrest him nau at d fire statn dey r takin him in d pickup pls sum1 call me back", intent: "urgent" },
  {
    message:
      "I came home from the fire at Kroo Bay covered in smoke and the police were waiting. They took my son, who helped me carry people out, because a woman says he took her money. He is still inside at Kroo Bay post since yesterday evening and they refuse bail.",
    intent: "urgent",
  },
  {
    message:
      "My father gave the ambulance driver 500,000 to take my mother to Connaught, then the driver dropped her at the gate and left. She died. Will the court make him pay back the money and damages?",
    intent: "legal-question",
  },
  { message: "can I ask the lawyer if I have a right to my job back? They sacked me from the fire service after I was injured.", intent: "legal-question" },
  { message: "hw to charge phone wen light off, we de for bush wit d ambulans", intent: "off-topic" },
  { message: "what is the population of sierra leone", intent: "off-topic" },
  {
    message:
      "Hello. There is a man who keeps following me from the Red Cross office to my house. He says he will rape me because I didn't let his brother die in peace when I did CPR. He waits by the junction.",
    intent: "safety",
  },
  { message: "I'd like to see Mohamed Conteh next Monday about a dismissal from my ambulance job.", intent: "booking" },
  { message: "Can I come and talk to a lawyer tomorrow at 10? It's about the fire that burnt our compound.", intent: "booking" },
  {
    message: "Dear Sir/Madam, our office will not be able to send a representative until after 5 pm. Kindly let me know your opening hours for the week.",
    intent: "hours",
  },
  { message: "una open sunday?", intent: "hours" },
  {
    message:
      "My late husband's family took our house in Bo after he died in the ambulance crash. They say a wife cannot own land from her husband's family. The title is in his name. We were married in church. I need a lawyer to get the house back for me and my daughters.",
    intent: "area:land",
  },
  { message: "my sister passd away in d fire n her kids r with me, i need to get guardianship legal", intent: "area:family" },
  {
    message: "Some boys attacked our ambulance at Grafton and beat my partner. We know them. We want them arrested and charged. Please represent us.",
    intent: "area:criminal",
  },
  {
    message:
      "Cargo of medical supplies for our first aid centre was damaged by water during shipping to Freetown. The shipping line won't pay. Can you help with a cargo claim?",
    intent: "area:shipping",
  },
  { message: "Am shareholder in a company that runs private ambulances. The director sold two vehicles without telling us. Help pls", intent: "area:business" },
  { message: "I want to take my dispute with the hospital to arbitration instead of court. Do you handle that?", intent: "area:arbitration" },
  {
    message:
      "A company promised to deliver 50 stretchers and fire blankets to our branch and took the deposit, but delivered only 10. Please help enforce the agreement.",
    intent: "area:contract",
  },
  {
    message:
      "Soldiers took my husband from the ambulance at the Gbalamuya crossing and they are holding him at the border post. He was only carrying a patient from Guinea.",
    intent: "urgent",
  },
  { message: "What will happen to me if the patient I refused to carry dies? The ambulance had no fuel.", intent: "legal-question" },
  { message: "Write me a poem for my friend who died in the fire, he was a fireman", intent: "off-topic" },
  { message: "the contract for my phone plan is finish how to renew with orange", intent: "off-topic" },
  {
    message:
      "My ex-boyfriend found out I'm a first aid volunteer at the Makeni clinic. He came there today and said he'll throw acid on my face. I'm hiding in the store room.",
    intent: "safety",
  },
  { message: "Pa Foday dem lock am for Blama police post since Friday. We go pay bail but dem say no. Abeg una come", intent: "urgent" },
  {
    message:
      "I have been a volunteer with the Red Cross in Bo for six years. Two weeks ago we were called to a house fire in Nyandeyama, and by the time the fire service came from town the roof had fallen in. A little boy died. His father has told everyone it was our fault because we stopped him from running back inside. Now the chief wants to fine our branch. Can the chief legally fine us for that, and do we have to pay?",
    intent: "legal-question",
  },
  { message: "What does Mohamed Conteh do at your firm? Is he a criminal lawyer?", intent: "attorney:Mohamed Conteh" },
  { message: "di polis dem tek mi broda dis morning from di ambulans park, dem put am na cell, e nor do notin. e still dey dey", intent: "urgent" },
  { message: "I want to book an appointment with a lawyer for a land matter in Bo. Can I come to the Bo office on Wednesday?", intent: "booking" },
  {
    message: "my fiance says i should let him have custody of d remote control lol. anyway hw do i cook jollof for 30 people for d station party",
    intent: "off-topic",
  },
  { message: "who is the judge for miss fire service beauty pageant this year", intent: "off-topic" },
  { message: "Hello, I want to know what documents to prepare before meeting the lawyer about the ambulance crash.", intent: "knowledge:What to bring" },
  { message: "Is there a place to park a pickup near Siaka Stevens Street office?", intent: "knowledge:Parking" },
  {
    message: "Do any of your lawyers speak French? My cousin from Guinea was injured in the fire and only speaks French and Susu.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "My wife was raped last night on her way back from the first aid post in Tombo. The man is her supervisor and he sent a message this morning saying if she talks he will finish her. She doesn't want to go to the police because he knows the officers there.",
    intent: "safety",
  },
  {
    message:
      "Good day, I am a firefighter. Last year we rescued a family from a burning house at Goderich. The family promised to give the station a small piece of their land as thanks and wrote a paper. Now the son says the paper means nothing. We want a lawyer to handle the transfer of the land.",
    intent: "area:land",
  },
  { message: "my wife don lef me wit di pikin dem sake of my night shift fo fire service. she wan divorce. I nid lawyer", intent: "area:family" },
  {
    message:
      "The police have summoned me to appear at CID on Friday over the death of a patient I transported. I have not been arrested, just summoned. I need a lawyer to go with me.",
    intent: "area:criminal",
  },
  {
    message:
      "My clearing agent collected the money for the duty on our rescue boat and disappeared. The boat is still at the quay and the port is charging demurrage every day.",
    intent: "area:shipping",
  },
  {
    message: "We got a licence for our private ambulance service but the ministry now says it's invalid. We need help with the business licence.",
    intent: "area:business",
  },
  {
    message: "Di pipul dem en di fire service don agree fo sidom, but wi want neutral pesin fo settle di matter. Una get mediator?",
    intent: "area:arbitration",
  },
  {
    message:
      "I was dismissed from the fire brigade without a hearing after I reported my boss for selling fuel. I want to challenge the dismissal and my contract terms.",
    intent: "area:contract",
  },
  { message: "Your lawyers, how many of them and who specialises in what?", intent: "team" },
  { message: "are there any female lawyers at the firm", intent: "team" },
  { message: "Tell me what areas of law you cover.", intent: "services" },
  { message: "Good afternoon!", intent: "greeting" },
  { message: "Appreciate it, thank you.", intent: "thanks" },
  { message: "Number to call pls", intent: "phone" },
  { message: "Dear Sir, Kindly advise on the best means of contacting your chambers from abroad.", intent: "contact" },
  { message: "i need ur email to send scan copies", intent: "email" },
  { message: "Whr is ur office in Bo?", intent: "address" },
  { message: "I need help", intent: "unknown" },
  { message: "ok thank god, bye", intent: "goodbye" },
  {
    message: "PLS HELP. MY HUSBAND IS IN A CELL AT PORT LOKO POLICE. HE IS A FIREMAN, THEY SAY HE TOOK MONEY FROM A BURNT SHOP. THEY TOOK HIM AT NIGHT",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I regret to inform you that our colleague, Station Officer Abu Fofanah, was detained yesterday evening by military personnel at Wilberforce barracks following an altercation about the fire at the officers' mess. He remains in their custody at the time of writing. I should be grateful if you could advise urgently.",
    intent: "urgent",
  },
  {
    message:
      "My nephew is a NEMS paramedic. He was carrying a patient from Masiaka and at Waterloo the police stopped the ambulance and took him off. They said the ambulance was carrying ganja. He is still in the cell at Waterloo and the patient was left on the road.",
    intent: "urgent",
  },
  { message: "Do I have a right to refuse to go into a burning building if they don't give us breathing equipment?", intent: "legal-question" },
  { message: "Can the family of the girl I helped sue me because I took her photo for our first aid report?", intent: "legal-question" },
  { message: "i want 2 know if d judge go give me custody of my pikin since i de work night as ambulance driver", intent: "legal-question" },
  {
    message: "My husband is threatening to burn the house with me inside because I joined the volunteers. He has already poured petrol near the door once.",
    intent: "safety",
  },
  {
    message:
      "A gang of youths has been following our ambulance at night since we took their friend to the police after the accident. They told my driver they will kill him next time we pass Kissy Brook.",
    intent: "safety",
  },
  { message: "I need to meet a lawyer urgently tomorrow about the fire at my shop, is 9 AM possible?", intent: "booking" },
  { message: "Can I speak with Christiana Thomas on Friday about my employment contract at the hospital?", intent: "booking" },
  { message: "What days are you open? I'm a firefighter on shifts.", intent: "hours" },
  { message: "Are you open now?", intent: "hours" },
  { message: "Pls una fit help me? Di landlord wan drive me because I keep di ambulans for en compound at night.", intent: "area:land" },
  { message: "I want to make a will. I am a fireman and my job is dangerous, I want my children protected if anything happens.", intent: "area:family" },
  {
    message: "Someone set fire to our first-aid post in Makeni. We think it was the former coordinator. We want to report it and have him prosecuted.",
    intent: "area:criminal",
  },
  {
    message: "Our container of donated fire hoses and helmets is stuck at the port because customs valued it too high. Can you get it cleared?",
    intent: "area:shipping",
  },
  { message: "We are a group of ambulance drivers who want to form a cooperative company. How do we register and share the shares?", intent: "area:business" },
  {
    message: "The arbitration panel decided the transport company must pay for our damaged ambulance. They still haven't. Can you enforce the award?",
    intent: "area:arbitration",
  },
  {
    message: "The mechanic took our money for the ambulance engine overhaul and returned it worse. We want our money back under the agreement.",
    intent: "area:contract",
  },
  { message: "how to land a drone for aerial photos of fire scene", intent: "off-topic" },
  { message: "Tips for my CV, I want to apply as ambulance driver in Freetown", intent: "off-topic" },
  { message: "hw mch is transport frm bo to freetown by bus", intent: "off-topic" },
  { message: "My friend said there is a charge for the new fire safety exam, do you know how much? Its for school.", intent: "off-topic" },
  { message: "Dem arrest mi wife for Kenema hospital gate wen she dey argue wit di security bout di ambulans. She dey inside stil.", intent: "urgent" },
  { message: "Is Hawa Turay the lawyer in the Bo office? What kind of cases does she handle?", intent: "attorney:Hawa Turay" },
  {
    message:
      "Wi bin de carry wan sick pikin from Lungi, na di ferry wi miss. Di pikin die before wi reach. Now di papa don go report me, police tek me las week, dem release me on bail two days afta. Abeg I nid lawyer fo di case wey dem open.",
    intent: "area:criminal",
  },
  { message: "urgent my brother d fireman is at Congo Cross police station since 3 am, dey wont let us see him, his wife is pregnant pls", intent: "urgent" },
  {
    message:
      "I went to help a man who fell off his okada at Lumley and his friends accused me of taking his phone. They beat me and said they know my house. Now they call me every night and say tonight is my last. I've moved my children to my mother's in Waterloo.",
    intent: "safety",
  },
  { message: "Bo office, una de open Saturday or na weekdays only?", intent: "hours" },
  { message: "I want to see a lawyer about my container at the quay, can I come Monday at 11?", intent: "booking" },
  {
    message:
      "Our fire station wants to lease the empty plot next door for a training ground. The owner is abroad. We need a lawyer to draft the lease and check his documents.",
    intent: "area:land",
  },
  {
    message:
      "My late husband was an ambulance driver. His pension and the compensation from NEMS should come to me and the children but his first wife from the village is also claiming. I need help with inheritance.",
    intent: "area:family",
  },
  {
    message: "Do you handle cases of people who were arrested and badly treated by police? I was held for two days after the fire last year and they beat me.",
    intent: "area:criminal",
  },
  {
    message:
      "My cargo of sea cucumbers got rotten in the reefer container because the port cut the power. I want to claim against the shipping line or the port.",
    intent: "area:shipping",
  },
  {
    message:
      "We are buying a second-hand fire truck for our company from Germany with a bank loan. The bank wants guarantees. Can you advise our company on the loan documents?",
    intent: "area:business",
  },
  {
    message: "Is it possible to settle our dispute with the contractor who built our fire station through arbitration? The contract has an arbitration clause.",
    intent: "area:arbitration",
  },
  {
    message: "I supplied diesel to the ambulance service for 8 months and they owe me 40 million. My invoices were signed. Help me collect.",
    intent: "area:contract",
  },
  { message: "Who is in your team?", intent: "team" },
  { message: "una lawyer dem, wetin dem name? how many una get?", intent: "team" },
  { message: "Does the firm do only litigation or also advisory services?", intent: "services" },
  { message: "list of services pls", intent: "services" },
  { message: "Good evening, hope you are well", intent: "greeting" },
  { message: "Tenki fo di answer", intent: "thanks" },
  { message: "what number can I call from abroad?", intent: "phone" },
  { message: "how do i reach una", intent: "contact" },
  { message: "Could you share your email? I'll write a formal letter from the fire brigade.", intent: "email" },
  { message: "Is your office close to the Cotton Tree?", intent: "address" },
  { message: "plz wat now", intent: "unknown" },
  { message: "bye, God bless your work", intent: "goodbye" },
  { message: "Can I pay the fees in parts? I am only an ambulance driver and my salary is small.", intent: "knowledge:Fees" },
  { message: "Una get pesin wey sabi Temne? Mi mama nor sabi English en Krio sef small.", intent: "knowledge:Languages spoken" },
  { message: "Is there somewhere to leave my okada safely when I come to the office?", intent: "knowledge:Parking" },
  { message: "For the first meeting, should I bring the police report and the hospital papers? And my ID?", intent: "knowledge:What to bring" },
  {
    message:
      "Good morning. My name is Mariatu, I'm a first aid volunteer and a student. Last night at about 11 police came to our hostel and took my roommate because a patient she bandaged at the football match died later in the hospital. They took her to Bo central police and they say she will stay until the CID comes from Freetown. Her parents are in Kono. She has no money.",
    intent: "urgent",
  },
  {
    message: "fire service men dem hold mi pikin for dem station since two days, dem say e tief dem hose. na military fire station. nobody tell we anything",
    intent: "urgent",
  },
  { message: "They are taking my husband now, police are here in the compound, he is a Red Cross driver, they have handcuffs on him", intent: "urgent" },
  {
    message: "My son has been on remand at Bo prison for two months now. He is a volunteer, they say he helped a man escape from hospital. No court date yet.",
    intent: "urgent",
  },
  { message: "Is it legal for my employer to make me drive the ambulance 24 hours without rest? I fell asleep once.", intent: "legal-question" },
  { message: "If the fire service arrived late and my shop burnt, can I claim compensation from the government?", intent: "legal-question" },
  { message: "How much will the judge award for my father who died because the ambulance had no oxygen?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, following the death of my brother in Murray Town, I would like to ask whether the ambulance service can be held responsible in law for a delay of four hours, and whether there is a time limit for bringing such a claim. I should be grateful for your view.",
    intent: "legal-question",
  },
  {
    message:
      "Di man wey wi rescue from di fire don turn against we. E de kam na mi shop evri day wit boys, e say e go kill me if I nor pay am fo en burnt goods.",
    intent: "safety",
  },
  { message: "my uncle keeps touching me at night when my parents go for night duty at the hospital. I am 14. I dont know who to tell", intent: "safety" },
  {
    message: "I was told to stay away from the fire station because the men there threatened to beat me for reporting them. I'm scared to go to work tomorrow.",
    intent: "safety",
  },
  { message: "Can I get an appointment with Adama Koroma please?", intent: "booking" },
  { message: "i wan cum tok to lawyer bout wetin happen to mi mama, wen una free dis week", intent: "booking" },
  { message: "Do you open early in the morning, like 8? I finish night shift at 7.", intent: "hours" },
  {
    message: "Na mi papa en brodas de fight fo di land wey di fire burn di house. Dem say since di house don burn, di land na fo all of dem. Una fit help?",
    intent: "area:land",
  },
  { message: "My wife and I are separating after the fire took everything. We need help with separation and the children.", intent: "area:family" },
  {
    message: "Our fishing vessel was detained in Guinean waters after we stopped to rescue drowning fishermen. The owners need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "Me and my partner run an ambulance company in Makeni. He is taking company money for himself and refuses to show the accounts. We need a lawyer for the company.",
    intent: "area:business",
  },
  { message: "We want to do arbitration with our insurer. Can you represent us?", intent: "area:arbitration" },
  {
    message: "A contractor agreed to supply us with 3 ambulances by December and took half the money, nothing has arrived in May. I have the signed agreement.",
    intent: "area:contract",
  },
  { message: "whats d score of d court case between east end lions n kallon, d football one", intent: "off-topic" },
  { message: "How long does a fire extinguisher last before it expires?", intent: "off-topic" },
  { message: "my sister wants to enter d judge panel for d talent show, how she apply", intent: "off-topic" },
  { message: "Can I charge my phone with the car battery of the ambulance without damage?", intent: "off-topic" },
  { message: "whats d price of rice container 50kg nw in freetown", intent: "off-topic" },
  {
    message:
      "I drive the ambulance for Kenema government hospital. Two days ago a woman in labour called us from Tongo, but the ambulance had no fuel and the officer in charge refused to give me money to buy. I went anyway with my own money and arrived late, and the baby died. The family has reported me and the hospital is saying it was my fault alone. Can they put all the blame on me when it was the hospital that refused the fuel?",
    intent: "legal-question",
  },
  { message: "Tell me about Ibrahim Jalloh, is he still working with you? He helped my father years ago.", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Yesterday evening a fire started in the kitchen of the guest house at Kent where I work as a security guard. I called the fire service and helped carry out the guests. This morning the owner called the police and said I started the fire to steal. They took me to Kent police post, and my wife says I am still here now writing from the officer's phone. Please someone come.",
    intent: "urgent",
  },
  {
    message:
      "Dem don hold mi boy fo Waterloo police since Sunday. E na first aid boy fo di church, e carry wan woman go hospital en di woman en bag lost. Dem say na e tek am. E still dey inside.",
    intent: "urgent",
  },
  {
    message:
      "My brother was picked up last night by police after the fire at the Congo Town market, they say he was looting but he was helping to carry water. We went to the station this morning and he has not been released.",
    intent: "urgent",
  },
  {
    message: "SOLDIERS HAVE JUST TAKEN OUR AMBULANCE DRIVER AT THE MILE 91 CHECKPOINT, THEY ARE BEATING HIM AND PUTTING HIM IN THEIR TRUCK. PLEASE",
    intent: "urgent",
  },
  { message: "police at my door now to take my husband, he is fire service, they say he owe money. what do i do", intent: "urgent" },
  {
    message:
      "I am writing from Pademba Road. I am a Red Cross volunteer, remanded here 3 weeks. My sister gave me this phone for 5 minutes. Please send lawyer.",
    intent: "urgent",
  },
  {
    message:
      "Good day. My cousin is a NEMS paramedic in Makeni. After a crash on the highway he gave first aid to the driver of a government vehicle who later died. The police came to the ambulance base this afternoon and arrested him, and he is now in the cell at Makeni police division. They say he should have waited for a doctor. He has a wife and a newborn.",
    intent: "urgent",
  },
  {
    message:
      "I had an accident on my okada in Makeni and a first aid volunteer took me to hospital. Now the hospital bill is very big and the hospital is holding my ID card until I pay. Is it legal for them to keep my ID?",
    intent: "legal-question",
  },
  {
    message:
      "My brother is a fireman and was injured at work. The fire force says he is not covered because he was off duty when he went to help. Do they have to pay his hospital bills?",
    intent: "legal-question",
  },
  {
    message: "can my landlord throw me out because I keep my fire service uniform and boots in the house and he says they smell of smoke? lol but serious",
    intent: "legal-question",
  },
  { message: "If I stop to help at an accident and the person dies, can I go to prison?", intent: "legal-question" },
  { message: "Mi broda, e get right fo take di ambulans company to court? dem nor pay am salary six month en dem sack am", intent: "legal-question" },
  {
    message:
      "My father is beating my mother every night since he lost his job at the fire station. Last night he broke her arm and said next time she will die. We are three children, I am 16. We are hiding in the neighbour's house now.",
    intent: "safety",
  },
  {
    message:
      "A man I pulled out of a burning car is now calling me every day saying I stole his money from the car. He sent a picture of a gun this morning. I live alone in Wellington.",
    intent: "safety",
  },
  { message: "mi man de beat me bad bad, e say if I go di Red Cross meeting again e go kill me. abeg wetin fo do, I de fred", intent: "safety" },
  {
    message:
      "The boys who burnt the ambulance are now outside my house in Kissy shouting my name. I called the police but no one came. My children are inside with me.",
    intent: "safety",
  },
  {
    message:
      "Somebody is sending me threatening letters under my door saying they will finish me like the man I failed to save in the ambulance. I haven't been out of the house in three days.",
    intent: "safety",
  },
  { message: "Please I would like to meet with a lawyer to discuss my case about my late brother. I am available any day next week.", intent: "booking" },
  { message: "Can I book a consultation with Abdul Rahman Sesay for the shipping matter? Friday would be best.", intent: "booking" },
  { message: "I wan make appointment wit di woman lawyer for Bo, Hawa Turay, Monday morning", intent: "booking" },
  { message: "Book me in for a consultation on Tuesday afternoon pls, it is about a land boundary where our fire post is built.", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, I will be in Freetown from the 12th to the 20th of next month and would be grateful for an opportunity to meet with a lawyer regarding the death of my brother. Please let me know which day suits.",
    intent: "booking",
  },
  { message: "wat time u open n close? 2moro i go come", intent: "hours" },
  { message: "Are you open during Ramadan at the same hours?", intent: "hours" },
  { message: "is the office open on public holidays like Independence Day?", intent: "hours" },
  {
    message:
      "My landlord locked my room while I was on duty at the fire station and threw my things out. I have a tenancy agreement. Please help me with this tenancy matter.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, I am seeking to purchase a plot of land at Tokeh to build a home for my retirement from the fire service. I require the services of a lawyer for the conveyancing and survey. I should be grateful for your assistance.",
    intent: "area:land",
  },
  { message: "lan case, my uncle sell my papa lan wey e build di first aid post pan am", intent: "area:land" },
  {
    message:
      "My husband and I were married under customary law in Kailahun. Now he wants to marry a second wife and divorce me since I got injured rescuing people in the mudslide. I need a family lawyer.",
    intent: "area:family",
  },
  { message: "my ex wont pay child maintenance since he got job as ambulance driver in Bo. need help", intent: "area:family" },
  {
    message:
      "My mother died in the fire last year at Mabella. She had a house and some money at the bank, and now my aunties are saying the house belongs to them. I am her only son. I need help with her estate and letters of administration.",
    intent: "area:family",
  },
  {
    message: "I want to report a nurse who sold the drugs meant for my father while he was in the ambulance. I want her prosecuted. Do you take such cases?",
    intent: "area:criminal",
  },
  { message: "lawyer for criminal case? my friend get summons fo court because of di ambulans accident", intent: "area:criminal" },
  {
    message:
      "I was released from Pademba Road last week after 4 months for an accident I didn't cause. Now I want to appeal the conviction. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Our boat for sea rescue volunteers was imported from Spain and the shipping company lost one container of life jackets on the way. We need to claim for the lost goods.",
    intent: "area:shipping",
  },
  { message: "clearin agent wan chop mi moni fo mi container na quay, abeg una fit helep wit dis port palava?", intent: "area:shipping" },
  {
    message:
      "Do you handle disputes with fishing companies about charter boats? Our volunteer rescue team chartered a boat and the owner took it back mid-contract.",
    intent: "area:shipping",
  },
  { message: "I want to open a company selling fire alarms and smoke detectors. I need help with registration and licences.", intent: "area:business" },
  {
    message: "Our company that trains first aiders wants to bring a foreign investor in. We need advice on the investment and shares.",
    intent: "area:business",
  },
  { message: "Mi business partner fo di ambulans hire don run wit di company moni. We get register company. Abeg una help", intent: "area:business" },
  {
    message:
      "We want mediation between our association of volunteer firefighters and the city council about our allowances. Can you provide a neutral mediator?",
    intent: "area:arbitration",
  },
  { message: "Na arbitration we want fo settle di matter between di ambulans owners en di drivers union. Una de do am?", intent: "area:arbitration" },
  {
    message: "The other side agreed to go to arbitration about the burnt warehouse. We need a lawyer to represent us at the arbitration hearing.",
    intent: "area:arbitration",
  },
  { message: "I need a lawyer to review the contract the fire service wants me to sign as a civilian mechanic, before I sign.", intent: "area:contract" },
  { message: "The hospital hired me to drive the ambulance on contract but never paid me for 3 months. I have the contract letter.", intent: "area:contract" },
  {
    message: "The company that sold us the fire hoses supplied fake ones that burst at the first fire. We have the supply agreement and want to enforce it.",
    intent: "area:contract",
  },
  { message: "Who are the lawyers? Do you have any who handle hospital cases?", intent: "team" },
  { message: "Is there a lady lawyer among you?", intent: "team" },
  { message: "Can you tell me what types of cases your firm deals with?", intent: "services" },
  { message: "wetin una de do for pipul dem", intent: "services" },
  { message: "Hello there", intent: "greeting" },
  { message: "Kushe o! How una de?", intent: "greeting" },
  { message: "thank you very much, I will pass this to my colleagues at the station", intent: "thanks" },
  { message: "Thanks", intent: "thanks" },
  { message: "Phone number abeg, I want call now", intent: "phone" },
  { message: "do u have whatsapp number?", intent: "phone" },
  { message: "Dear Sir/Madam, I would appreciate your contact details so that I can reach you from the United Kingdom.", intent: "contact" },
  { message: "hw can i contct u", intent: "contact" },
  { message: "email pls", intent: "email" },
  { message: "Where is your office? I have never been to Siaka Stevens Street.", intent: "address" },
  { message: "hallo pls", intent: "unknown" },
  { message: "Is the first consultation free? I just want advice on my brother's case.", intent: "knowledge:Fees" },
  { message: "Can I come with an interpreter? My husband speaks only Limba.", intent: "knowledge:Languages spoken" },
  { message: "any parking for a car at ur office or i should take keke", intent: "knowledge:Parking" },
  { message: "what i go bring wen I cam? I get di police paper en di ambulans receipt", intent: "knowledge:What to bring" },
  { message: "Do I need to bring witnesses or just documents to the first meeting?", intent: "knowledge:What to bring" },
  { message: "how to cook groundnut soup for d fire station party", intent: "off-topic" },
  { message: "Is it going to rain in Bo on Saturday? We have a first aid competition outside.", intent: "off-topic" },
  { message: "My phone charge no de hold, wetin fo do?", intent: "off-topic" },
  { message: "the court at the station is full of cracks, how to repair a concrete basketball court cheap?", intent: "off-topic" },
  { message: "I read a story where a goat is in custody of the chief. Anyway how to make pepper soup with goat meat?", intent: "off-topic" },
  { message: "How much is a plot of land in Waterloo now?", intent: "off-topic" },
  { message: "I need a business plan for a small first aid kit shop, write it for me", intent: "off-topic" },
  { message: "whats d capital of Guinea", intent: "off-topic" },
  {
    message:
      "I am a driver with the fire service in Port Loko. Last month our tanker got stuck on the way to a fire in Lunsar because the council never repaired the bridge, and an old man died in his house. His sons have been coming to the station every evening. Yesterday they caught me at the market and one put a knife to my side and said they are counting my days. I have not slept at home since.",
    intent: "safety",
  },
  {
    message:
      "Dem don tek mi papa go Bo police las nite. E na ambulans driver, di ambulans jam one okada man. Up to now dem nor release am, we de outside di station.",
    intent: "urgent",
  },
  {
    message:
      "I am a retired nurse writing from London. My nephew, a volunteer with a first-aid group in Freetown, telephoned me an hour ago in tears. He was arrested at Eastern Police this morning after a patient he carried to Connaught died on arrival, and the officers say he will be kept there until the family is satisfied. He is still in their custody. Could one of your lawyers go to the station today? I will pay whatever is required.",
    intent: "urgent",
  },
  { message: "mi broda dey na cell fo Lunsar. e na fire man. dem say e brok di man en door wen e de out di fire. since Tuesday", intent: "urgent" },
  {
    message:
      "Hello, the police just came into the Red Cross office and are taking our coordinator away in their vehicle right now. They did not say why. Please help us.",
    intent: "urgent",
  },
  {
    message:
      "My son is a volunteer firefighter at Bonthe. He was taken by the marine police yesterday from the jetty and has not come back. They say he will be kept until the boat owner is paid.",
    intent: "urgent",
  },
  {
    message: "plz my husbnd detaind at Tombo police since fryday, fisherman, he save 2 peple frm d sea and 1 died, now dey say he push d man",
    intent: "urgent",
  },
  {
    message: "I'm writing from the cell in Kenema. The officer lent me his phone. I am the ambulance driver. They say I will go to court Monday. Please come.",
    intent: "urgent",
  },
  {
    message:
      "When I was in prison last year for the ambulance accident, they took my driving licence. Now I am free. Can they refuse to give me back my licence?",
    intent: "legal-question",
  },
  {
    message:
      "I was a first aid volunteer at the Bo football match when the stand collapsed. I helped a girl but she lost her leg. Her mother says I should have left her for the doctors. Will the court blame me if they sue?",
    intent: "legal-question",
  },
  {
    message: "Una tink say di fire service go pay fo mi shop wey burn? Dem bin come late two hours, di station nor far pass five minute.",
    intent: "legal-question",
  },
  { message: "Does the Good Samaritan rule exist in Sierra Leone? Am I protected when I give first aid?", intent: "legal-question" },
  { message: "I work for NEMS and my contract says I cannot take a second job. Is that legal? I drive a taxi on my days off.", intent: "legal-question" },
  {
    message:
      "The ambulance service dismissed my husband after he was injured on duty. They say he can't get compensation because he didn't report within 7 days. Is that true under the law?",
    intent: "legal-question",
  },
  {
    message:
      "My stepfather touches my little sister. My mother works night shift as a nurse and doesn't believe us. He told us if we talk he will send us away to the village. I don't know what to do.",
    intent: "safety",
  },
  { message: "wan man de follow mi since I testify about di fire for di market. e say mi go die before di case finish", intent: "safety" },
  {
    message:
      "My husband came home drunk again and said tonight he will show me. He already broke the door. I'm in the bathroom with my phone. I was a first aid volunteer with him, now he hates me going.",
    intent: "safety",
  },
  {
    message:
      "My neighbour's boys beat my son for calling the fire service on their illegal charcoal fire. They say they will come back with machetes. We are afraid to sleep at home.",
    intent: "safety",
  },
  { message: "I want to set a meeting with a lawyer to discuss my case about the ambulance accident. When is the next available slot?", intent: "booking" },
  { message: "Can I talk to Isatu Bangura next week about my sister's custody case?", intent: "booking" },
  { message: "wan see lawyer saturday for mi lan case in Bo, possible?", intent: "booking", also: ["hours"] },
  { message: "I'd like to speak with a lawyer in person. Please tell me how to arrange a consultation.", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange a meeting between myself and a senior partner concerning a contract dispute between our fire safety company and a supplier.",
    intent: "booking",
  },
  { message: "what time does bo office open", intent: "hours" },
  { message: "Una de close by 5? I nor go reach before 4:30 because of traffic fo Kissy.", intent: "hours" },
  {
    message:
      "Ten years ago my father bought land in Goderich from a family. Now a new family has appeared with another title deed and started building. I work with the fire service and I have the old deed. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "I need a survey and title search for the plot we want to buy in Bo for our ambulance garage.", intent: "area:land" },
  {
    message:
      "Our tenant turned his rented shop into a fuel depot and now the fire service has warned us it is dangerous. We want to end the lease and evict him.",
    intent: "area:land",
  },
  { message: "My wife left me and took our children to Guinea after I was injured in the fire. I want custody and to bring them back.", intent: "area:family" },
  { message: "Mi wan married mi woman proper way, na court marriage, una fit help wit di papers?", intent: "area:family" },
  {
    message: "My father, a fireman, died and left no will. His brothers took the house and the car. My mother needs help with the inheritance.",
    intent: "area:family",
  },
  {
    message:
      "I was arrested last month after the fire at the warehouse and released without charge. But the police keep my phone and won't return it. I need a lawyer for this.",
    intent: "area:criminal",
  },
  {
    message: "I want to press charges against the man who stole medical supplies from our first aid station. Can you help me make the police prosecute him?",
    intent: "area:criminal",
  },
  {
    message: "Di court don charge mi pikin fo manslaughter afta di okada accident. E de outside on bail. We nid lawyer fo defend am.",
    intent: "area:criminal",
  },
  {
    message: "Our ship carrying donated ambulances was delayed 3 weeks in Las Palmas and now the port charges are high. Who pays? We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Do you handle cases of fishing boats that sank? My fishing canoe was hit by a bigger boat at night and sank.", intent: "area:shipping" },
  {
    message: "mi container wit fire extinguisher dem don tay fo di quay, customs nor gree release. abeg una de handle dis kain ting?",
    intent: "area:shipping",
  },
  { message: "We want to close our small first aid training business properly and settle the bank loan. Can you help?", intent: "area:business" },
  { message: "Need help registering my fire safety consultancy as a limited company.", intent: "area:business" },
  {
    message: "Our ambulance company needs an operating licence renewal from the ministry of health. Can your firm handle business licences?",
    intent: "area:business",
  },
  { message: "My boss and I want to settle our disagreement about the unpaid wages through mediation. Is that something you do?", intent: "area:arbitration" },
  { message: "We won an arbitration against the ambulance supplier, but they won't pay. Help us enforce the award please.", intent: "area:arbitration" },
  { message: "Di community en di fire force dem wan settle di palava bout di burnt house out of court. Una get neutral pesin?", intent: "area:arbitration" },
  { message: "The welder I paid to build the water tank for our fire post disappeared with the money. I have our written agreement.", intent: "area:contract" },
  { message: "I need someone to draft a contract between our volunteer first aid team and the events company that hires us.", intent: "area:contract" },
  {
    message: "The supplier delivered expired first aid kits and refuses to replace them. The supply deal said they would be valid for 3 years.",
    intent: "area:contract",
  },
  { message: "Can you tell me the names of your lawyers?", intent: "team" },
  { message: "how many lawyers in bo office", intent: "team" },
  { message: "What services do you provide to ordinary people, not companies?", intent: "services" },
  { message: "Does your firm help with all kinds of matters, like family, land, business?", intent: "services" },
  { message: "Good morning una", intent: "greeting" },
  { message: "Hello, hello!", intent: "greeting" },
  { message: "tank u so much", intent: "thanks" },
  { message: "what is d phone number 4 bo office", intent: "phone" },
  { message: "How do I reach your firm? Phone, email, anything.", intent: "contact" },
  { message: "Can I have your email address for formal correspondence?", intent: "email", also: ["contact"] },
  { message: "Where is your Bo office located?", intent: "address" },
  { message: "ok bye, I go come", intent: "goodbye" },
  { message: "Do you do legal aid for poor people? My brother's family cannot pay.", intent: "knowledge:Fees" },
  { message: "Una sabi Mende? Mi papa nor sabi Krio good.", intent: "knowledge:Languages spoken" },
  { message: "Parking near ur office? I'll be driving the fire service pickup.", intent: "knowledge:Parking" },
  { message: "What papers should I prepare before my appointment? I have photos of the burnt house.", intent: "knowledge:What to bring" },
  { message: "My phone contract with Africell is expired, how to renew?", intent: "off-topic" },
  { message: "how to land on d moon lol jk, wat time is d football match tonite", intent: "off-topic" },
  { message: "hw mch is ticket 4 d ferry lungi 2 freetown", intent: "off-topic" },
  { message: "Give me a prayer for the fire service men who died at Wellington.", intent: "off-topic" },
  { message: "my friend the judge of d cooking contest wants a fish stew recipe", intent: "off-topic" },
  { message: "Can you help fix my generator? It's a Tiger, it starts then stops.", intent: "off-topic" },
  { message: "what is the best school for paramedic training in Ghana", intent: "off-topic" },
];
