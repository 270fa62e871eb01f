import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: security guards, night watchmen and private security companies, and the homes and shops they guard. writers: (1) Pa Sorie, 58, night watchman at a Lumley compound, writes Krio on an old feature phone; (2) Mariama, 34, provision-shop owner in Kissy, SMS shorthand; (3) Mr Alpha Bah, 61, managing director of a Wilberforce security company, formal letters; (4) Ibrahim, 27, guard supervisor at a Wellington warehouse, mixed Krio-English by voice-to-text; (5) Mrs Yvonne Cole, 46, nurse in London whose Goderich house is guarded, long emails; (6) Foday, 22, bank guard in Bo, heavy typos and capitals; (7) Kadiatu, 39, watchman's wife and trader in Makeni, Krio stories; (8) Abu, 44, hardware-shop manager on Kissy Road near the quay, short fragments
export const DEVELOPMENT_HUNDRED_AND_FORTY_SECOND: LabelledMessage[] = [
  {
    message:
      "Can your firm represent me? The developer next to my house keeps building on my side of the boundary and his guards stop my surveyor from entering.",
    intent: "area:land",
  },
  { message: "Wetin una de du na dis ofis?", intent: "services" },
  { message: "Wi famili lan na Makeni, som pipul de sel am. Wi watchman de de bot dem nor de lisin am. Una go ep wi?", intent: "area:land" },
  { message: "Do you defend people accused of armed robbery? My son is a guard and his name was mentioned by the suspects.", intent: "area:criminal" },
  { message: "need help to register my land, the surveyor don finish the plan", intent: "area:land" },
  { message: "email pls", intent: "email" },
  { message: "separation from husband, he is a guard at a mining company, we need to sort out the house and the kids", intent: "area:family" },
  { message: "Please hurry. The police van is outside the gate and they say they are taking the guard and the housegirl to the station.", intent: "urgent" },
  { message: "tenki o", intent: "thanks" },
  { message: "Abeg, som man dem de bang di get naw, dem get kotlas, a lok misef na di guard rum", intent: "safety" },
  { message: "Tell me about Hawa Turay in Bo", intent: "attorney:Hawa Turay" },
  { message: "My partner in our CCTV business wants out. We need help to buy his shares and change the company papers.", intent: "area:business" },
  { message: "Where is your office?", intent: "address" },
  { message: "how to fix generator that start and stop", intent: "off-topic" },
  { message: "Kapinta tek mi deposit fo security doh, 3 mont naw no doh. Ep.", intent: "area:contract" },
  { message: "A don komot Pademba Road las mont. Di case stil de go na kot. A nid lawyer fo difen mi.", intent: "area:criminal" },
  { message: "How much do you charge for a consultation?", intent: "knowledge:Fees" },
  { message: "A hotel we guard ended our contract early without notice. Can you help us enforce the agreement?", intent: "area:contract" },
  { message: "Which practice areas do you have?", intent: "services" },
  { message: "Hi there", intent: "greeting" },
  { message: "Mek a sidom wit Isatu Bangura bot mi divos. Wetin de e fri?", intent: "booking" },
  {
    message:
      "I'm writing a story where a night watchman wins custody of a goat after a village quarrel. Forget the story, just give me a good recipe for goat pepper soup.",
    intent: "off-topic",
  },
  { message: "Help me write a speech for our security company's end of year party", intent: "off-topic" },
  { message: "una get WhatsApp?", intent: "phone" },
  {
    message:
      "My brother was acquitted last year, but the police kept his motorbike as an exhibit and his name is still on their list. He needs a lawyer to get the bike back and clear his record.",
    intent: "area:criminal",
  },
  {
    message: "the soldiers came to the compound we guard at juba and took our supervisor away in their vehicle just now we dont know where they are taking him",
    intent: "urgent",
  },
  {
    message:
      "My wife and I have agreed to separate and there is no fight about the children. I only earn a guard's salary. Before I go further, what would a divorce cost me with your firm?",
    intent: "knowledge:Fees",
  },
  { message: "can i come see someone 2day abt my guard company registration", intent: "booking" },
  { message: "Which street is the office on?", intent: "address" },
  {
    message: "I want to open a branch of my guard company in Kenema. Do you handle licences and business registration outside Freetown?",
    intent: "area:business",
  },
  {
    message:
      "Our night guard just called me crying. The neighbour's son attacked him with a bottle and says he will return with friends to finish him. He's still at the post alone. What do we do to keep him safe?",
    intent: "safety",
  },
  { message: "fishing boat owner here, my watchman on d boat says the vessel was seized by navy at tombo. need a shipping lawyer", intent: "area:shipping" },
  { message: "Di guard na di supermarket slap mi pikin na di doh. A wan ripot am mek dem charge am na kot.", intent: "area:criminal" },
  { message: "Good evening", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange a consultation for me with one of your partners next week regarding the restructuring of my security firm.",
    intent: "booking",
  },
  {
    message:
      "Our company guards more than thirty homes and shops across Freetown, and every month there is some legal matter, a dismissed guard, a client who won't pay, a theft. We have decided it is time to retain a law firm. We would like to set up a meeting with your firm to discuss this.",
    intent: "booking",
  },
  { message: "how late are u open, can i come after 5", intent: "hours" },
  { message: "list of services", intent: "services" },
  { message: "abeg", intent: "unknown" },
  { message: "land survey in Bo - watchman reports strangers putting beacons on our plot", intent: "area:land" },
  {
    message:
      "Good afternoon. One of our guards was remanded by the magistrate this morning and taken to the Correctional Centre on Pademba Road. He is accused of assaulting a trespasser at the site he protects. We need counsel for him immediately.",
    intent: "urgent",
  },
  {
    message:
      "Good evening. My late brother worked as a security officer in Kenema. He left a wife and two children, and his in-laws have taken his things from the house. We want letters of administration for his estate. Do you handle estates?",
    intent: "area:family",
  },
  {
    message: "the guards at the next compound keep threatening me and my daughter when we pass, last night one grabbed her. we are afraid to go out",
    intent: "safety",
  },
  {
    message: "Mi en di oona fo di os we a de guard get palava bot mi pe. Wi nor wan go kot. Una go fit sidom wi lek neutral pesin?",
    intent: "area:arbitration",
  },
  { message: "Do you handle adoption? My wife and I are both in the security business and cannot have children.", intent: "area:family" },
  { message: "Mohamed Conteh na lawyer fo wetin?", intent: "attorney:Mohamed Conteh" },
  { message: "how much okada fare from Lumley to Congo Cross", intent: "off-topic" },
  { message: "Mi wef se a nor de slip na os na nite bikos a de wok watchman, so e wan divos. Go di kot gi am di pikin dem?", intent: "legal-question" },
  { message: "Which team won the court final at the basketball tournament at the National Stadium yesterday?", intent: "off-topic" },
  { message: "Can I park the company patrol van near your office?", intent: "knowledge:Parking" },
  {
    message: "hello i got locked up in bo police station last night. i am a guard at a petrol station. my friend lend me phone. need lawyer",
    intent: "urgent",
  },
  { message: "pls help my son d security guard at lumley arrestd 2day still in cell at lumley police", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I am a shareholder in a security services company. The other two directors have excluded me from decisions and refuse to show me the accounts. I should be grateful for your assistance.",
    intent: "area:business",
  },
  { message: "gud mornin", intent: "greeting" },
  {
    message:
      "We imported 40 CCTV cameras and alarm panels for our security company and the container is held at Queen Elizabeth II Quay. Customs says we need a permit. Can you help?",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of the widow of one of our deceased guards. She requires assistance with the administration of her late husband's estate. Kindly advise whether your firm undertakes such matters.",
    intent: "area:family",
  },
  { message: "Plees d police arested my boy frend at his work place he is securty at a hotel, they are beating him in the cell rite now", intent: "urgent" },
  { message: "My employer and I have agreed to go to mediation over my unpaid leave. Can your firm be the mediator?", intent: "area:arbitration" },
  { message: "How much is a container of rice now at Dove Cot market?", intent: "off-topic" },
  { message: "contact details pls", intent: "contact" },
  {
    message:
      "Last year I paid a company to install an electric fence around my house. They took 25 million old leones, put up four poles and never came back. They no longer answer my calls. I want to recover my money.",
    intent: "area:contract",
  },
  { message: "Wetin di weda go bi tumara na Freetown?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, we supplied 60 uniforms to a security company in March and they have not paid our invoice of NLe 45,000. I should be grateful if you could write to them on our behalf.",
    intent: "area:contract",
  },
  { message: "Dear Sir/Madam, kindly advise how I may contact your chambers.", intent: "contact" },
  { message: "Hello", intent: "greeting" },
  { message: "Help, the landlord's thugs are at my door with sticks telling me to leave tonight or they will beat me and my children", intent: "safety" },
  { message: "wi estate association en di security company de kworel. Abeg una de du mediation?", intent: "area:arbitration" },
  { message: "best way 2 reach ur office", intent: "contact" },
  { message: "Is it going to rain tonight? I'm on night duty outside", intent: "off-topic" },
  { message: "una get lawyer we na uman?", intent: "team" },
  { message: "Can I meet Abdul Rahman Sesay on Thursday? It's about a dispute with our security provider.", intent: "booking" },
  {
    message: "I signed a 2-year guard contract with a company and their guards keep missing shifts. I want out of the contract and my deposit back.",
    intent: "area:contract",
  },
  {
    message: "dem carry mi papa go station dis mornin, e na watchman fo one Lebanese shop na Kissy Street. Dem se goods los. E nor don kam bak yet",
    intent: "urgent",
  },
  { message: "I'm a guard in Bo and I want to marry my fiancee properly in court. Can you help with the marriage papers?", intent: "area:family" },
  { message: "How much is a used Toyota Hilux in Freetown? The dealer says it has a clean title.", intent: "off-topic" },
  { message: "What's your email address?", intent: "email" },
  { message: "the police has come to my shop and they are handcuffing my night guard right now, he is innocent, please send somebody", intent: "urgent" },
  { message: "We won an arbitration in Ghana against a supplier and want to enforce the award in Sierra Leone.", intent: "area:arbitration" },
  { message: "names of ur lawyers pls", intent: "team" },
  { message: "How many partners does the firm have and who are they?", intent: "team" },
  { message: "Much appreciated.", intent: "thanks" },
  {
    message:
      "I joined the guards' union and complained about our night allowance. One week later the company dismissed me, saying my uniform was dirty. Everybody knows the real reason. Can they do that? And how much will the judge award me if I win?",
    intent: "legal-question",
  },
  { message: "wat time u close 2day", intent: "hours" },
  { message: "Can you draft a contract between my security company and a new client, a supermarket in Wilberforce?", intent: "area:contract" },
  { message: "Dear Sir/Madam, kindly send me an overview of the legal services your chambers provides.", intent: "services" },
  { message: "boundary dispute wit neighbour, he moved d fence at night my guard saw him. need help", intent: "area:land" },
  { message: "annual returns for our company not filed for 3 years, corporate affairs commission sending letters. need help", intent: "area:business" },
  { message: "mi kontena wit generator fo shop don de na quay since las mont. abeg ep", intent: "area:shipping" },
  { message: "ok so", intent: "unknown" },
  {
    message:
      "Dear Sir, I own a warehouse property at Wellington which my tenant, a security company, has sublet without my consent. I should be grateful if your chambers could act for me in recovering possession.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, we obtained an arbitral award against a former client for unpaid security fees, but they refuse to comply. We would be grateful for your help in enforcing the award.",
    intent: "area:arbitration",
  },
  { message: "aw a go fen una ofis from Congo Cross?", intent: "address" },
  {
    message:
      "Dear Mr Jalloh, I would like to arrange a meeting with you at your earliest convenience to discuss a contractual matter concerning our security services agreement.",
    intent: "booking",
  },
  { message: "is the bo office open on saturday", intent: "hours" },
  { message: "How do I reach a lawyer if I can't leave my post to come to the office?", intent: "contact" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  { message: "For my land case what papers do I bring?", intent: "knowledge:What to bring" },
  {
    message:
      "The police have invited me to come for questioning about a break-in at the compound I guard. I have not been arrested and I am at home. I want one of your lawyers to come with me on Thursday.",
    intent: "area:criminal",
  },
  { message: "pls send ur fone numba n email", intent: "phone", also: ["email"] },
  { message: "custody of my daughter - her father wants to take her to Guinea", intent: "area:family" },
  { message: "plz hlp man wit machete outside my shop he sey he go kill me", intent: "safety" },
  {
    message: "My ex-husband, who now works as a bouncer at a club, came to my shop today and said he will burn it down with me inside. He has hurt me before.",
    intent: "safety",
  },
  { message: "Who are the lawyers at your firm?", intent: "team" },
  { message: "Who was the judge at the Miss Sierra Leone pageant last year?", intent: "off-topic" },
  { message: "someone is trying to break into the house i am guarding right now, i can hear them on the roof, i have only a stick", intent: "safety" },
  {
    message: "Do you help with company registration for diaspora? I want to set up a security company in Freetown while I'm still in the US.",
    intent: "area:business",
  },
  { message: "Abeg fix tem fo mi fo si lawyer. A na nite watchman, a fri from 10 mornin.", intent: "booking" },
  { message: "I drive a big pickup. Is there a car park at the office or must I park on the street?", intent: "knowledge:Parking" },
  {
    message: "We lost a container of CCTV kits when the vessel changed route and called at another port. Which of your lawyers does shipping?",
    intent: "area:shipping",
  },
  {
    message:
      "Am writing from inside the cell at Waterloo police. I was on duty as guard at a filling station and they say I sleep when the thieves came. They lock me since Saturday. My sister gave me her phone. Help",
    intent: "urgent",
  },
  { message: "I guard the court building at night and standing so long gives me back pain. What medicine should I take?", intent: "off-topic" },
  { message: "I want to book an appointment with a lawyer about my guard company's client contracts.", intent: "booking" },
  {
    message: "My guard was granted bail last week, but now he's been charged with conspiracy to steal. He needs a defence lawyer for the court date.",
    intent: "area:criminal",
  },
  {
    message:
      "The landlord called the police on our guard after an argument over his pay and they carried him to the station. he's still there now. i'm his wife",
    intent: "urgent",
  },
  { message: "Thank you so much, that helps a lot", intent: "thanks" },
  { message: "Dear Sir/Madam, kindly provide an email address to which I may send the guarding contract for review.", intent: "email" },
  {
    message: "The residents association in our estate wants every house to pay for a night patrol. I already pay my own guard. Can they force me to pay?",
    intent: "legal-question",
  },
  { message: "I'd like to come in on Tuesday afternoon to talk about a guard who was injured on duty at my shop.", intent: "booking" },
  {
    message:
      "I work as a night watchman in London, and my mum died in Freetown leaving a house in Wellington. My siblings want me to sign some papers I don't understand. I want a lawyer to handle the inheritance for me.",
    intent: "area:family",
  },
  { message: "Tenki tenki, God bless una", intent: "thanks" },
  { message: "Dear Sir/Madam, could you please provide a list of the advocates in your chambers and their seniority?", intent: "team" },
  { message: "Una de tok Temne?", intent: "knowledge:Languages spoken" },
  { message: "looking for mediation between me and my security company, dont want court", intent: "area:arbitration" },
  {
    message:
      "Abeg una help me, police don hold mi broda Alusine since yestade nite. E na watchman na Hill Station, dem se e tif generator from di os we e de guard. E stil de na Congo Cross station naw.",
    intent: "urgent",
  },
  { message: "Aw a go fit kontakt una?", intent: "contact" },
  { message: "wat 2 do, CID took my dad frm his post at d compound n they r holding him at ross road", intent: "urgent" },
  {
    message: "I'm in a dispute with the contractor who installed our alarm system. We'd prefer arbitration to the courts. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "Write me a CV for a security guard job", intent: "off-topic" },
  {
    message: "Di bot we mi papa de watch fo di oona don sink wit ol di fish. Di insurans nor wan pe. Una de handle dis kain ship case?",
    intent: "area:shipping",
  },
  {
    message:
      "I'm a watchman and I sleep during the day. By the time I wake up it is afternoon and I start work at 6. Are you open in the evening or early in the morning?",
    intent: "hours",
  },
  { message: "Thank you very much", intent: "thanks" },
  {
    message:
      "My night watchman has been taking cement bags from my site little by little, I have the CCTV. I still owe him two months' pay. If I keep the pay to cover what he took, will the court say I must still pay him?",
    intent: "legal-question",
  },
  {
    message:
      "My name is Kadiatu, my husband is a watchman in Makeni. Since Sunday night they hold him at the police because the shop he watches was broken. He has not eaten. They say we must pay before they release him. Abeg help us.",
    intent: "urgent",
  },
  {
    message:
      "I am a guard at a shop in Bo. The owner's son points a gun at me when he is drunk and says one day he will shoot me. It happened again this evening and he is still around.",
    intent: "safety",
  },
  { message: "aw moch lawyer una get?", intent: "team" },
  { message: "Is the office open during lunchtime? I can only come then from the shop.", intent: "hours" },
  { message: "the builder who was to build my guard house and fence took my money and disappeared", intent: "area:contract" },
  { message: "i am the guard, they arrest me now at the bank, they let me make one call. i choose to message you. Kissy Mess Mess station", intent: "urgent" },
  { message: "Una de opin tumara? A wan kam bot mi lan case.", intent: "hours" },
  { message: "What time does the plane from Brussels land at Lungi tonight?", intent: "off-topic" },
  { message: "Did East End Lions win their appeal against the points deduction in the football league?", intent: "off-topic" },
  { message: "Dear Sir, kindly provide the address of your chambers.", intent: "address" },
  {
    message:
      "Dear Sir/Madam, our firm and a commercial bank disagree on the interpretation of our security services agreement. Both parties have agreed to refer the matter to mediation. We should be grateful if your chambers could conduct it.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir/Madam, our company is considering arming a number of our guards. Could you kindly advise whether a private security company in Sierra Leone is permitted by law to issue firearms to its officers, and what licences would be required?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I am the Managing Director of a private security company in Wilberforce. Two of my officers were detained this morning by the police following an incident at a client's residence, and they remain in custody at the Central Police Station. I should be grateful if one of your lawyers could attend to them urgently.",
    intent: "urgent",
  },
  {
    message:
      "Some boys from the area say they will come back tonight and kill me because I stopped them from entering the compound. I am the night watchman and I am alone here. Please what should I do",
    intent: "safety",
  },
  { message: "What documents should I bring to the meeting?", intent: "knowledge:What to bring" },
  { message: "We need a standard contract for our watchmen, with the duty hours and pay clearly written.", intent: "area:contract" },
  { message: "Should I bring my employment letter and pay slips?", intent: "knowledge:What to bring" },
  { message: "Is Isatu Bangura still with your firm?", intent: "attorney:Isatu Bangura" },
  { message: "Mi na di watchman. Dem don lok mi na di station. Dis na mi broda im fon. Abeg sen lawyer.", intent: "urgent" },
  { message: "Una get imel?", intent: "email" },
  {
    message: "Wi wan adopt di pikin we wan uman lef na wi get 3 yias ago, di watchman bin fen am. Wi don mind am sote. Una go ep wi wit di pepa dem?",
    intent: "area:family",
  },
  {
    message:
      "We are a security company with about eighty guards and we are choosing between three firms. Our board wants to know who exactly would work for us. Who is on your team?",
    intent: "team",
  },
  {
    message:
      "I left the security company four months ago. They are still holding my last salary and my national ID card, which they collected when I started, and they say I must wait. Do they have the right to keep them?",
    intent: "legal-question",
  },
  { message: "tell me about your lawyers, are they experienced", intent: "team" },
  { message: "Aw moch una de tek fo si lawyer?", intent: "knowledge:Fees" },
  {
    message: "they are outside my house now shouting that i must come out, they say i told the police about them. i am the watchman for the street",
    intent: "safety",
  },
  { message: "I was unfairly dismissed from my security job after 8 years. I need a lawyer for employment.", intent: "area:contract" },
  { message: "A wok as watchman fo 2 yias en dem sak mi wit no rizin, no leta, no moni. A wan lawyer.", intent: "area:contract" },
  { message: "Can my husband and I come together to see a lawyer about the custody of our grandchild?", intent: "booking" },
  { message: "A wan kam si lawyer Monde bot mi lan we di watchman de guard.", intent: "booking" },
  { message: "Are you open now?", intent: "hours" },
  { message: "Can you recommend a good security company in Freetown?", intent: "off-topic" },
  {
    message:
      "Good day. I live in the UK and pay a watchman to look after my land at Lakka. Last month a family came with papers claiming it is their family land and started clearing the bush. My watchman could not stop them. I have my conveyance and survey plan. I need a firm in Freetown to take this up for me.",
    intent: "area:land",
  },
  { message: "mek a no di skor fo di Leone Stars match", intent: "off-topic" },
  { message: "Wi security company bos don go station fo aks bot wi man we dem hold, dem nor gri fo release am. E don tay since Tyusde.", intent: "urgent" },
  { message: "How can I contact you?", intent: "contact" },
  { message: "a fo bring mi ID kad?", intent: "knowledge:What to bring" },
  {
    message:
      "I am a watchman at a warehouse near the port. My master is travelling and asked me to find a lawyer, because the clearing agent disappeared with the money for the duty on his goods. The goods are still at the quay.",
    intent: "area:shipping",
  },
  { message: "Price of cement per bag now? I'm building a fence round my land", intent: "off-topic" },
  { message: "See you tomorrow", intent: "goodbye" },
  { message: "Please schedule a consultation with Fatmata Kamara. I'm in Freetown only until the 20th.", intent: "booking" },
  {
    message: "I have a container problem at the quay and the clearing agent is not helping, but my question for now is simple: what are your opening hours?",
    intent: "hours",
  },
  { message: "Hi, I'm in London. Can I have a video consultation with one of your lawyers about my property in Goderich?", intent: "booking" },
  { message: "What is the capital of Guinea?", intent: "off-topic" },
  { message: "Mi en mi padi dem wan stat watchman bisnes. Una go ep wi rejista am?", intent: "area:business" },
  {
    message:
      "my husband beat me again last night when he came back from his night shift, he says if i report he will finish me. i am hiding at my sister house",
    intent: "safety",
  },
  { message: "What services does your firm offer to businesses like private security companies?", intent: "services" },
  {
    message:
      "Dear Sir/Madam, our company has imported armoured vehicle parts which have been detained by customs at the Freetown port pending classification. I should be grateful if your chambers could act for us in securing their release.",
    intent: "area:shipping",
  },
  {
    message:
      "Two of us have shops side by side on Kissy Road and we share one night guard. Now we argue every month about who pays what part of his wages, and he is caught in the middle. We don't want to go to court over this. Can your firm act as mediator between us?",
    intent: "area:arbitration",
  },
  { message: "If a guard refuses to open the gate for police without a warrant, can he be charged?", intent: "legal-question" },
  { message: "Wi kontena fo di shop don tay na di kwey, 3 wik naw, dem de charge wi demurrage. Una de ep wit port palava?", intent: "area:shipping" },
  {
    message: "I want to book a consultation for Friday morning. And what papers should I bring for a dismissal case?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "criminal lawyer needed - guard accused of assault on customer, case in court", intent: "area:criminal" },
  { message: "Need to meet with Adama Koroma asap", intent: "booking" },
  { message: "Di man we get di os we a de guard de bit mi ebri tem, yestade e wund mi na mi an. A nor get usai fo go.", intent: "safety" },
  { message: "parking available?", intent: "knowledge:Parking" },
  { message: "she is hiding in the guard hut at our gate because her husband is looking for her with a knife", intent: "safety" },
  {
    message: "I want to make a will. I own two shops and employ guards at both, and I want to be sure my children get everything without trouble.",
    intent: "area:family",
  },
  { message: "Mi man don tel mi se if a lef am e go kil mi en di pikin dem. E de wok security na nite, wen e kam bak e de bit mi.", intent: "safety" },
  { message: "Does anyone speak French? I'm a guard from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "hello?? anybody", intent: "unknown" },
  {
    message:
      "We have a dispute with a client who refuses to pay for six months of guarding. Our contract says disputes go to arbitration. Can you represent us?",
    intent: "area:arbitration",
  },
  { message: "wen a go fit si lawyer? a de wok nite so na de a fri", intent: "booking" },
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "A de du 12 awa na nite as guard ebri de. A get rayt fo ova-tem pe?", intent: "legal-question" },
  { message: "supply contract for CCTV from Dubai - want lawyer to check before i sign", intent: "area:contract" },
  { message: "bra dem lock mi padi na station 2 days naw, e na gaurd fo one estate na Goderich, dem nor gi am bel", intent: "urgent" },
  {
    message:
      "Sir my brother is on remand 3 weeks now in Pademba road. He was a guard at a mining camp and they say he shot at someone. we have no lawyer. he is still there",
    intent: "urgent",
  },
  { message: "review employment contract for guards pls, we want it fixed before new hires start", intent: "area:contract" },
  { message: "Abeg mi kontena de na kwey, di agent se customs wan ekstra moni. Mi get shop na Dove Cot. Una go fit ep?", intent: "area:shipping" },
  { message: "is it legal to put cctv camera in the shop toilet to catch thief staff", intent: "legal-question" },
  { message: "I need help", intent: "unknown" },
  { message: "Gud mornin, a get shop na Bo en a wan mek am limited company. Una de du dat?", intent: "area:business" },
  { message: "How much is a plot of land at Waterloo these days?", intent: "off-topic" },
  { message: "Is there a number I can call at night? I'm a guard and I only have time to talk on my break around midnight.", intent: "phone" },
  {
    message:
      "Hello, I guard the night shift at a fishing company in Goderich. One of our boats was detained by the fisheries people two days ago and the owner wants a lawyer.",
    intent: "area:shipping",
  },
  { message: "Poem about a night watchman for my school assignment pls", intent: "off-topic" },
  { message: "Wetin di lo se if watchman dog bit pesin we de pas na rod? Na di oona o di watchman go bia am?", intent: "legal-question" },
  {
    message:
      "Mi na watchman we de guard one empti lan na Waterloo fo one man na Amerika. Oda pipul dem kam naw de bil pan am. Di man se mek a fen lawyer fo am.",
    intent: "area:land",
  },
  { message: "We want to lease a compound in Hill Station as quarters for our guards. Can you prepare the lease?", intent: "area:land" },
  { message: "need help with customs duty dispute on imported metal detectors for my security company", intent: "area:shipping" },
  { message: "Mi man don marid nodo uman na Makeni. A wan lef am proper wit di lo. Una de du divos?", intent: "area:family" },
  {
    message:
      "My father was a security supervisor for 20 years and he died last month. He had a house at Calaba Town and a pension. Now my stepmother is saying everything is hers and has changed the locks. We need a lawyer for the estate.",
    intent: "area:family",
  },
  { message: "I'll be in Bo next Wednesday, could I see a lawyer there about my shop lease?", intent: "booking" },
  {
    message:
      "I work night shifts at a warehouse and sleep most of the day. My problem is with my employer. Can I talk to a lawyer early in the morning, around 9, any day next week?",
    intent: "booking",
  },
  {
    message: "A foreign investor wants to buy 40% of our security firm. We need a lawyer to handle the investment and the share transfer.",
    intent: "area:business",
  },
  { message: "my husband is still inside since yesterday. the owner of the house he guards says gold is missing and police lock him. pls", intent: "urgent" },
  { message: "The judge on the cooking show said my jollof was too salty. How do I fix it?", intent: "off-topic" },
  {
    message:
      "Hello, I'm in Canada. I paid a local company to install alarms and a new gate at my mother's house in Kissy. They did half the work and stopped, and now they want more money. Can your firm chase them for me?",
    intent: "area:contract",
  },
  {
    message: "We run a small guard company. If we hire a guard who lies about his criminal record and he later steals from a client, are we liable?",
    intent: "legal-question",
  },
  {
    message:
      "I guard a warehouse at Kissy and last week I saw something I should not have seen. Since then a car follows me home every morning. Yesterday someone called and said I should keep my mouth shut or else. I have not gone to the police. I don't sleep anymore.",
    intent: "safety",
  },
  { message: "Mi klayent de ow mi company fo 5 mont guard sevis. Dem nor de pik fon. A wan lawyer fo ep mi kolekt di moni.", intent: "area:contract" },
  { message: "Do your lawyers speak Krio?", intent: "knowledge:Languages spoken" },
  { message: "Do you have an interpreter for Limba?", intent: "knowledge:Languages spoken" },
  {
    message:
      "They came at 4am and took our gateman from the boys quarters. The landlady says he let the robbers in. He is in the cell at Calaba Town station as I type this. He has a small child and no one to speak for him.",
    intent: "urgent",
  },
  { message: "Wetin na di we fo rich una?", intent: "contact" },
  { message: "Dem don tek mi man go Pademba Road, remand, e na watchman, dem se na im opin di doh fo di tifman dem", intent: "urgent" },
  {
    message: "I'm afraid to go back to work. The gang that robbed the shop I guard said they know where I live and they will come for my family.",
    intent: "safety",
  },
  { message: "can i call u", intent: "phone" },
  { message: "Which phone contract gives the most data in Freetown, Orange or Africell?", intent: "off-topic" },
  {
    message:
      "I need a lawyer to check the title deed of a plot at Tokeh before I buy it. The caretaker guarding it says it belongs to his master, but the papers look odd to me.",
    intent: "area:land",
  },
  { message: "What can a law firm like yours help a small shop owner with?", intent: "services" },
  { message: "wat areas of law u cover", intent: "services" },
  { message: "got a summons to appear at d magistrate court next week, theft at d shop i guard. need lawyer", intent: "area:criminal" },
  { message: "Di tifman dem we a bin chase las wik don sen wod se dem go kot mi if a kam wok tunait. A fred.", intent: "safety" },
  { message: "A wan setul mi palava wit mi nabor bot di watchman we e bit, wi nor wan kot. Una de du setulment?", intent: "area:arbitration" },
  { message: "a wan sen moni fo mi mama na Kenema, wich app bes?", intent: "off-topic" },
  {
    message:
      "I was a witness in a robbery case at the mall where I guard. The accused's people have been coming to my house saying they'll deal with me before the trial. I fear for my life.",
    intent: "safety",
  },
  { message: "A fit imel mi dokyument dem? Wich adres?", intent: "email" },
  {
    message: "Is it legal for the security company to deduct money from my salary because a phone was stolen from the house I guard?",
    intent: "legal-question",
  },
  {
    message:
      "I have worked for the same security company for six years with no complaint. Two weeks ago my supervisor found me dozing at 4am on a rainy night. Today they told me I am sacked and will get nothing, not even my leave pay. Can my employer sack me like that without paying anything?",
    intent: "legal-question",
  },
  { message: "My guard was given a gun by the company but no licence papers. If police stop him will he be charged or the company?", intent: "legal-question" },
  { message: "Military police picked up two of our guards at the checkpoint this evening, they are still with them", intent: "urgent" },
  { message: "Gud mornin. Me na watchman na Wellington. Som pipul dem de tret mi se if a nor gi dem di ki fo di stor dem go kil mi tunait.", intent: "safety" },
  { message: "Is a guard dog better than a human guard? Which breed?", intent: "off-topic" },
  { message: "a fit rayt na Krio ya?", intent: "knowledge:Languages spoken" },
  {
    message:
      "I want to register my own private security company. I have worked as a supervisor for ten years and I have some clients ready. Can you do the registration for me?",
    intent: "area:business",
  },
  { message: "Hello, good afternoon", intent: "greeting" },
  {
    message: "Our night watchman stole a generator from the house and ran away to his village. I want to report him and see him prosecuted.",
    intent: "area:criminal",
  },
  { message: "una de handle tenant palava? di tenant we de na mi shop nor pe rent fo 8 mont en e de chase mi watchman", intent: "area:land" },
  { message: "una opin Satode?", intent: "hours" },
  { message: "out of court settlement with our landlord pls, he and my guard company in dispute over the office rent", intent: "area:arbitration" },
  { message: "Our cricket club lost a bail from the stumps, where can I buy a new one in Freetown?", intent: "off-topic" },
  { message: "the agency says if I leave before 2 years I must pay back my uniform and training fees. is that lawful", intent: "legal-question" },
  { message: "wat is d email 4 consultations", intent: "email" },
  { message: "how many sentences should a cover letter have for a guard job", intent: "off-topic" },
  { message: "What kind of cases do you take?", intent: "services" },
  { message: "Di bank se mi shop lon don pas, dem wan sel mi shop tin dem. A nid lawyer fo bisnes.", intent: "area:business" },
  {
    message: "Mi papa bin na watchman fo 30 yias, e don dai. E lef lili os en moni na bank. Wi wan du di estate pepa dem. Una de du dat?",
    intent: "area:family",
  },
  {
    message:
      "My cousin Foday works for a security company in Bo. Police picked him up last night from his post at the bank and he has not been released. His mother is crying. Can a lawyer go to the Bo police station today?",
    intent: "urgent",
  },
  { message: "Dear Sir, thank you for your prompt response.", intent: "thanks" },
  { message: "A go fit pe smol smol? Na watchman a bi, mi pe nor big.", intent: "knowledge:Fees" },
  { message: "wi watchman don get case na kot bikos dem se e stab pesin. E don get bel. Una de du kriminal case?", intent: "area:criminal" },
  {
    message:
      "Dear Sir, a former employee of our security company has been convicted of robbery and wishes to appeal. His family have asked us to find counsel. Does your firm take criminal appeals?",
    intent: "area:criminal",
  },
  { message: "arbitration clause in guard services contract but the other side started court case anyway. need help", intent: "area:arbitration" },
  {
    message: "Someone broke into my shop and the guard recognised them. The police are doing nothing. I want to push for them to be prosecuted. Can you help?",
    intent: "area:criminal",
  },
  { message: "can d owner of d shop search my bag evry day when i finish duty? is it allowd", intent: "legal-question" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "if the guard hit the thief and the thief die, will the guard go to prison?", intent: "legal-question" },
  { message: "Wat happen 2 me if i shoot a person who enter d compound at nite wit a gun? Am a licensed guard", intent: "legal-question" },
  { message: "Mi wef don lef mi wit di pikin dem go in vilej wen a bin de na nite duty. A wan si mi pikin dem. A nid famili lawyer.", intent: "area:family" },
  { message: "Do you only do court cases or other things too?", intent: "services" },
  {
    message:
      "A bin de guard di os fo 15 yias. Di oona don dai naw en im pikin dem se a fo komot. Insay di kompawnd a bil mi lili os wit im permishon. A get rayt fo di pat we a bil pan?",
    intent: "legal-question",
  },
  { message: "i had a small fight with my neighbour when i was off duty. if the court finds me guilty will i lose my security job?", intent: "legal-question" },
  { message: "Polis fit arest guard jos bikos dem tif na di os we e de watch, wen nobodi nor pruv se e ep di tifman dem?", intent: "legal-question" },
  {
    message:
      "I'm abroad and the house I own in Freetown has a few issues with the guard service. Before anything else, how do I get in touch with the firm from here?",
    intent: "contact",
  },
  {
    message:
      "My late father's land at Regent is now being shared out by my uncles. They have put their own watchman there and chased ours away with cutlasses last month. I need a lawyer for this family land palava.",
    intent: "area:land",
  },
  { message: "homework: what does contract mean when a muscle contracts? explain for class 5", intent: "off-topic" },
  {
    message:
      "The security firm I used reported me to the police saying I owe them and committed fraud. I received a letter to come to CID next week. Need a criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "My husband was a guard at the Bo bank for many years and he passed away in June. His family and I cannot agree on anything about his property. I'd like to see Hawa Turay at the Bo office on Friday.",
    intent: "booking",
  },
  { message: "Mi company nor pe mi fo 3 mont. A get rayt fo go kot? Wetin go apin?", intent: "legal-question" },
  { message: "i rent a shop n d landlord lock it wit his own padlock n put his watchman, my goods inside. need lawyer", intent: "area:land" },
  { message: "Which number is for the Bo office?", intent: "phone" },
  { message: "Dear Sir/Madam, kindly let me know your office hours, as I work as a security officer on rotating shifts.", intent: "hours" },
  { message: "Write a business plan for a guard company", intent: "off-topic" },
  { message: "Wetin tem una de opin? A de finish nite shift na 7.", intent: "hours" },
  {
    message:
      "I manage a hardware store on Sani Abacha Street. This morning police arrived and arrested my night watchman after our stock count came short. I do not believe he stole anything, he has worked for us for eleven years. He is at the Central station now and they will not let me see him. Can your firm represent him today?",
    intent: "urgent",
  },
  { message: "What does Ibrahim Jalloh do?", intent: "attorney:Ibrahim Jalloh" },
  { message: "need help wit child maintenance, my ex works security at d airport n refuses to pay 4 d kids", intent: "area:family" },
  {
    message:
      "My husband is a night guard at a supermarket on Wilkinson Road. Last night the shop was broken into and this morning CID came and took him and the other guard. They are still at the station and nobody will tell us anything. The owner says the guards must have helped the thieves. Please what can we do right now?",
    intent: "urgent",
  },
  { message: "Mi bos don tret fo kil mi if a nor se a nor si natin. A fred fo mi layf.", intent: "safety" },
  { message: "What is your phone number?", intent: "phone" },
  {
    message:
      "My husband was a watchman and died on duty when robbers attacked the shop in February. The owner paid for the burial but nothing since. I have four children. Does his employer have to pay the family compensation, and what will the court give us?",
    intent: "legal-question",
  },
  { message: "Recipe for cassava leaf", intent: "off-topic" },
  { message: "Wetin a fo bring wen a kam?", intent: "knowledge:What to bring" },
  { message: "Which lawyers work at the Bo office?", intent: "team" },
  { message: "I will come by okada after my shift and the riders never know the offices by name. What is the nearest landmark to you?", intent: "address" },
  {
    message:
      "Hello, I'm a homeowner living abroad. The security company guarding my house in Goderich wants me to sign a new clause saying they are not liable for anything stolen, even if their guard is careless. Is such a clause even valid in Sierra Leone?",
    intent: "legal-question",
  },
  { message: "Mi bin de na cell fo 2 days las yia, dem bin bit mi. A wan sue di polis fo human rights.", intent: "area:criminal" },
  {
    message: "We need a licence from the Office of National Security to operate as a private security firm. Can your firm help with the application?",
    intent: "area:business",
  },
  { message: "I'm in the UK, which email should I write to?", intent: "email" },
  {
    message:
      "My husband works away as a mine guard. While he is gone his brother comes to the house at night and tries to enter my room. Last night he broke the lock. I am alone with the children and he says he will come back.",
    intent: "safety",
  },
  {
    message: "Me na nite watchman. Polis dem de ya naw na di shop, dem se mek a folo dem go station. A de rayt dis kwik kwik. Wetin a fo du",
    intent: "urgent",
  },
  { message: "What time do you open on Monday, and where exactly is the office?", intent: "hours", also: ["address"] },
  { message: "detaind watchman - family wants lawyer now - Lumley station", intent: "urgent" },
  {
    message:
      "Our security company took a loan from the bank to buy patrol vehicles. We missed some payments when a big client stopped paying us, and now the bank wants to seize the vehicles. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "POLICE AT THE GATE NOW TO TAKE MY WATCHMAN THEY SAY HE STOLE MY NEIGHBOUR CAR BATTERY WHAT DO I DO", intent: "urgent" },
  {
    message:
      "My clearing agent cleared my container, but the goods inside were not what I ordered and some were damaged. The port says it's not their problem. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "Do you have a woman lawyer? My wife wants to talk to a woman.", intent: "team" },
  {
    message:
      "I'm 17 and I work as a night guard at my uncle's shop. He touches me and says if I tell anyone he will throw me out and hurt my mother. I don't know who to tell.",
    intent: "safety",
  },
  {
    message:
      "Last Sunday my guard caught a young man climbing over our wall. Before I woke up, the neighbours had joined in and beaten him badly, and he is in hospital. His family says they will take me to court. Can I as the homeowner be charged for what happened in my compound?",
    intent: "legal-question",
  },
  { message: "how do i reset my CCTV DVR password", intent: "off-topic" },
  {
    message:
      "I was a prison guard and I'm now accused of helping an inmate escape. I'm suspended and at home. Court date is in two weeks. Need representation.",
    intent: "area:criminal",
  },
  { message: "Wetin tem una de klos na Fraide?", intent: "hours" },
  { message: "wat legal work do u do? im a watchman and never used a lawyer", intent: "services" },
  { message: "lata", intent: "goodbye" },
  { message: "A get guard na mi os. If tifman kam en wund am, na mi go pe fo in ospital bil? Di lo se wetin?", intent: "legal-question" },
  { message: "i want to close down my guard company, we dont have contracts anymore. need help to wind it up properly", intent: "area:business" },
  { message: "appointment wit mohamed conteh pls", intent: "booking" },
  { message: "Lis mi di nem dem fo una lawyer dem", intent: "team" },
  { message: "kushe o", intent: "greeting" },
  { message: "For my English homework, what is the plural of witness?", intent: "off-topic" },
  { message: "a de go naw, wi go si", intent: "goodbye" },
  {
    message: "The ship arrived but the bill of lading has a different consignee name. Our guard equipment is stuck at the port. Can your firm sort this out?",
    intent: "area:shipping",
  },
  { message: "Need an appointment about a boundary dispute, any day next week", intent: "booking" },
  { message: "pls i get problm", intent: "unknown" },
  { message: "Di man we sel mi generator fo di shop nor delivas. A don pe ol. A wan go afta am.", intent: "area:contract" },
  {
    message:
      "Dear Sir, one of our female security officers has reported that the client at whose premises she is posted has been sexually harassing her, and last night he tried to force himself on her. She is frightened to return to her post. I should be grateful for your urgent advice on protecting her.",
    intent: "safety",
  },
  {
    message:
      "Our watchman lives in the boys quarters with his wife and children as part of his pay. The landlord has sold the house and the new owner says they must leave by Friday. Is that allowed without any notice?",
    intent: "legal-question",
  },
  { message: "register business name for my alarm installation business pls", intent: "area:business" },
  { message: "who is the senior partner", intent: "team" },
  {
    message:
      "My shop in Kissy was robbed last month while the security company's guard was on duty. Their contract says they are responsible for losses caused by their negligence, and their man was found asleep. I lost almost all my stock. Will a court make them pay for the whole stock or only part of it?",
    intent: "legal-question",
  },
  { message: "bye", intent: "goodbye" },
  { message: "help with child support pls ex husband is a security company manager and pays nothing", intent: "area:family" },
  {
    message:
      "My husband is a night guard and we hardly see each other anymore. We have tried for three years and it is not working. I want to file for divorce. Can your firm handle it?",
    intent: "area:family",
  },
  { message: "What's the best padlock brand for a shop door?", intent: "off-topic" },
  { message: "Can I send you voice notes on WhatsApp? My writing is not good.", intent: "phone" },
  {
    message:
      "I was released on police bail yesterday after two nights in a cell. They say I must report every Monday. The charge is negligence causing loss at the bank where I guard. I need a lawyer for this.",
    intent: "area:criminal",
  },
  { message: "Gud ivin. Mi broda we na security dem hold am na Congo Cross 3 days naw en dem nor kari am go kot yet. Wetin wi fo du", intent: "urgent" },
  { message: "thanks 4 d help", intent: "thanks" },
  { message: "Abeg una de du title search? A wan bay lan na Grafton, di man we de sel se na in papa lan.", intent: "area:land" },
  { message: "about the guard thing...", intent: "unknown" },
  { message: "Usai una de?", intent: "address" },
  { message: "Wi bin get shop tugeda, mi en mi patna, naw e don tek ol di moni. Wi bin rejista am as patnaship. A wan lawyer.", intent: "area:business" },
  {
    message:
      "They dismissed me from the security company last week with only a short letter. I have my appointment letter, some pay slips and my ID card, and my friend says I should write down dates. What should I prepare before my consultation?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Am a guard and i was shot in the leg during a robbery at work. i spent 3 weeks in Connaught and the company paid nothing. do i have the right to claim from the company or from the shop owner?",
    intent: "legal-question",
  },
  { message: "A wan sabi aw fo mek jinja bia fo sel na mi shop", intent: "off-topic" },
  { message: "Are you hiring? I can guard your office at night, I'm ready to sign any contract.", intent: "off-topic" },
  { message: "Will I find space to park my car when I come for the land appointment?", intent: "knowledge:Parking" },
  { message: "Security guard arrested at Wellington industrial estate this morning, still in custody, we need a lawyer there now", intent: "urgent" },
  { message: "Opening days pls", intent: "hours" },
  { message: "hey", intent: "greeting" },
  { message: "usai a go pak mi okada?", intent: "knowledge:Parking" },
  {
    message:
      "Land grabbers pulled down the fence and the guard hut on my plot in Kossoh Town last night. I have my deed. Need legal help to protect the land, and can I book to see one of your land lawyers this week?",
    intent: "area:land",
    also: ["booking"],
  },
  { message: "goods lost at sea - shipment of padlocks and security doors from China. insurer not answering", intent: "area:shipping" },
  { message: "Abeg, di OSD dem kam tek mi brodda from di gate we e de guard, dem nor tel wi wetin e du. E de na dem an naw.", intent: "urgent" },
  {
    message:
      "Hello, I live in London and my house in Freetown is looked after by a caretaker and a guard. My caretaker just called to say the police arrested the guard an hour ago after a neighbour accused him of stealing. He is at Kissy police now. Please can someone from your firm go there today? I will pay whatever is needed.",
    intent: "urgent",
  },
  {
    message:
      "Dear Counsel, a former guard supervisor of ours has set up a rival company and taken three of our clients. His contract had a non-compete clause of two years. Would a court in Sierra Leone enforce it?",
    intent: "legal-question",
  },
  { message: "Numba fo kol una?", intent: "phone" },
  { message: "Do you give free help to people who cannot pay? Is there legal aid?", intent: "knowledge:Fees" },
  {
    message: "My employer wants me to sign a new contract that cuts my night allowance by half. Can you review it for me before I sign?",
    intent: "area:contract",
  },
  { message: "I am selling my house in Murray Town and the buyer wants a lawyer to do the conveyancing. Do you do that?", intent: "area:land" },
  { message: "How do I book a consultation? I want to discuss a container problem at the port.", intent: "booking" },
  { message: "Where is the Bo office?", intent: "address" },
  { message: "Best rechargeable torch for a night watchman?", intent: "off-topic" },
  { message: "detained guard at aberdeen police since friday no charge yet pls advise urgent", intent: "urgent" },
  { message: "how do i charge my phone battery faster, EDSA light is always off at my post", intent: "off-topic" },
  { message: "una de ep wit ol kain case?", intent: "services" },
  { message: "A wan mit Christiana Thomas, mi padi se na im ep am las yia.", intent: "booking" },
  { message: "Kushe, aw di bodi?", intent: "greeting" },
  {
    message: "Our guards' uniforms and boots came by ship and half the cartons are missing. I want to make a cargo claim against the shipping line.",
    intent: "area:shipping",
  },
  { message: "Di shop we a de guard don bon. Di oona se na mi fo pe bikos a bin de slip. Di lo go mek a pe?", intent: "legal-question" },
  { message: "my husband arested at wrk (guard) dey sey he must stay in d cell till monday", intent: "urgent" },
  { message: "what hours does the firm keep? i want to bring my divorce papers", intent: "hours" },
  {
    message: "Is there someone at your firm who can arbitrate a disagreement between our company and the mining company we guard for?",
    intent: "area:arbitration",
  },
  {
    message: "Mi uncle na security fo one warehouse nia di quay. Las nite dem hold am wit di oda watchman dem, dem stil de na port polis. Una go fit go si am?",
    intent: "urgent",
  },
  { message: "My father only speaks Mende, will someone there understand him?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Good morning, our client's night watchman was taken into custody overnight after a fire at the shop. The police are refusing access to his family. We are a small security firm and have never dealt with this. He is still at the station in Kissy.",
    intent: "urgent",
  },
  { message: "What is the title of the song the band played at the Independence Day parade?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, kindly advise on your fee structure for a monthly retainer with a security company, and whether your lawyers speak Temne, as many of our guards do.",
    intent: "knowledge:Fees",
    also: ["knowledge:Languages spoken"],
  },
  { message: "When is the next ferry from Tagrin to Kissy and how much is the fare?", intent: "off-topic" },
  {
    message:
      "please sir the guard at my shop was picked up last night by men in uniform and is not back. his phone is off. we think they have him at the barracks",
    intent: "urgent",
  },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "my shop owner n me want settle out of court, he say i caused the loss. can u mediate", intent: "area:arbitration" },
  {
    message:
      "We chartered a small vessel to move our guard team and equipment to an offshore site. The owner cancelled at the last minute and kept our deposit. Is this something your shipping lawyers handle?",
    intent: "area:shipping",
  },
  {
    message: "If I give my watchman a written warning and he still sleeps on duty, can I dismiss him straight away or must I pay him notice?",
    intent: "legal-question",
  },
  { message: "mi pikin na security fo one big man os na Spur Road, dem don put am na cell since yestade, e nor du natin", intent: "urgent" },
  { message: "need a neutral person to settle dispute between my brothers and me over who pays the watchman for the family house", intent: "area:arbitration" },
  { message: "Do you work on Sundays?", intent: "hours" },
  { message: "Mi nabor se e go shut mi dog en mi sef bikos mi dog de bark na nite. E get gun. A de fred fo go na do.", intent: "safety" },
  {
    message:
      "My dear lawyer, my grandson who is a guard has been kept at the police station for five days now. They say the investigation is ongoing. I am an old woman and I cannot walk there every day. Is there somebody who can go and see him?",
    intent: "urgent",
  },
  { message: "my brother in law is beating my sister right now i can hear her screaming, he is a security man and has a baton", intent: "safety" },
  {
    message:
      "I run a small guard company and I have never had a lawyer. Until now we handled everything ourselves, but the business is growing. What does your firm actually do?",
    intent: "services",
  },
  { message: "How many solar panels do I need to charge the battery for the guard house light?", intent: "off-topic" },
  { message: "Wich prea a fo se bifo a stat nite shift?", intent: "off-topic" },
  { message: "book me in 4 2moro pls, d matter is about my shop", intent: "booking" },
  { message: "need to renew business licence for my provision shop, the council is making trouble", intent: "area:business" },
  { message: "ok thanks", intent: "thanks" },
];
