import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Long background-first messages, diaspora letters (UK, US, Guinea) for family in Sierra Leone, double asks, arrests and danger buried among other details, and plain everyday questions. Writers: Mariama, 52, a nurse in Croydon writing polite British letters for relatives in Bo and Freetown; Alhaji Sheku, 61, a retired headmaster in Makeni with formal old-fashioned English; Kadi, 24, a hairdresser in Kissy typing Krio SMS on a cheap phone; Ibrahim, 38, an okada rider in Kenema with heavy typos and panic; Fanta, 45, a trader in Conakry whose English carries French; Samuel, 67, a retired engineer in Maryland who writes long careful e-mails; Hawanatu, 33, a crisp accountant and business owner in Lumley; Osman, 19, a Fourah Bay College student who is casual and slangy.

export const TWENTY_SECOND_TEST_SET: LabelledMessage[] = [
  { message: "dem trowe mi en mi tri pikin dem na do dis nite, landlord bring boys dem bit mi, we de na rod now, ren de fol", intent: "safety" },
  { message: "Bonjour", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I am writing from Leicester about my younger sister in Makeni. She has been married for six years and has two small children. Tonight she phoned me whispering that her husband has beaten her again and says he will kill her if she leaves the house. I am thousands of miles away and do not know who to call. Please tell me what she can do right now.",
    intent: "safety",
  },
  { message: "Is there a place where my driver can drop me close to the door? I walk with a stick.", intent: "knowledge:Parking" },
  {
    message:
      "My family holds a title deed from the 1970s for land in Regent, but another party has recently produced a conflicting deed. We need legal help to defend our title.",
    intent: "area:land",
  },
  {
    message: "I sell goods to a shop in Freetown on credit, they sign paper, now they don't pay for 3 months. Can you help me collect?",
    intent: "area:contract",
  },
  { message: "We're negotiating a charter party for a vessel to carry timber out of Freetown and need a lawyer to review the terms.", intent: "area:shipping" },
  { message: "How many lawyers work at Kamara Chambers, and what does each one specialise in?", intent: "team" },
  { message: "pls mek a si wan lawya monde, a fit kam 10 oklok", intent: "booking" },
  { message: "abeg una, police dn kam na mi os now now dem de fen mi broda, dem se dem go tek am, wetin we fo du", intent: "urgent" },
  {
    message:
      "Hello. I would like to schedule a video consultation from the US, as I cannot travel until next year. Is that possible, and which days work for you?",
    intent: "booking",
  },
  { message: "How much does a first consultation cost? I would be paying from the UK.", intent: "knowledge:Fees" },
  { message: "pls my brodar dey na cell fo wan week nw dem nor carry am go cort, i nor get moni, una go helep?", intent: "urgent" },
  { message: "Please put me down for a phone consultation next Monday at 10 AM Freetown time, which is 6 AM for me in Maryland.", intent: "booking" },
  { message: "What is your WhatsApp number please, I am in Conakry.", intent: "phone" },
  {
    message:
      "Dear Kamara Chambers, I am writing from Birmingham. Two things have happened in my family this week. My brother's wife has filed for divorce, which we expected, but yesterday my brother was also arrested after an argument with her relatives and he is still in custody at Waterloo police station. The divorce can wait. Please could someone attend to him at the station first?",
    intent: "urgent",
  },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "I own a house in Goderich which I let to tenants through a relative. I would like a proper tenancy agreement drawn up and someone to deal with any disputes. Can your land department help?",
    intent: "area:land",
  },
  { message: "what kinds of cases does kamara chambers take", intent: "services" },
  { message: "I am most grateful.", intent: "thanks" },
  { message: "Police dey na mi door now dem wan tek mi broda, dem nor show no paper, abeg wetin we go du quick", intent: "urgent" },
  { message: "Please who are your lawyers and what each one do?", intent: "team" },
  { message: "Kindly inform me whether the chambers will be open on the day after Eid al-Fitr.", intent: "hours" },
  {
    message: "My sister has been offered a job in Freetown and the employer has sent a contract with some strange clauses. Could someone review it for her?",
    intent: "area:contract",
  },
  { message: "una get omos lawya?", intent: "team" },
  {
    message:
      "yo my roommate just got picked up by police at the hostel for some fight last night, they carried him to the station on kissy road. what do we do hes there now",
    intent: "urgent",
  },
  {
    message:
      "Sir, I write with a heavy heart. My son, a final year student in Makeni, was picked up by the police during the student demonstration on Thursday and has not been released since. We went to the Makeni police division and were told he will be transferred to Freetown. I am a retired headmaster and have never had any dealings with the police. Kindly advise me who in your chambers can attend to him before they move him.",
    intent: "urgent",
  },
  { message: "una de tek wich kayn kes dem?", intent: "services" },
  { message: "can my university hold my certificate because i owe them 500k in fees? seems illegal", intent: "legal-question" },
  { message: "abeg u sabi any saloon wey de hire wokman na east end", intent: "off-topic" },
  { message: "do you handle letters of administration? my grandpa died without a will and my dad needs it sorted", intent: "area:family" },
  {
    message: "The arbitration in Freetown decide that my company must pay, but I think the arbitrator was friend of the other side. Can we cancel the award?",
    intent: "legal-question",
  },
  { message: "pls help my husband dey CID since yestday dem say na fraud but e nor do notin, dem nor wan mek we see am", intent: "urgent" },
  {
    message:
      "I am getting old and wish to prepare a will, so that my children do not quarrel over my properties after I am gone. Does your chambers do this kind of work?",
    intent: "area:family",
  },
  { message: "Are you open between Christmas and New Year?", intent: "hours" },
  {
    message: "I request an appointment for myself and my two brothers to discuss our late father's will. Any day next week except Friday.",
    intent: "booking",
    also: ["area:family"],
  },
  {
    message:
      "A quick question from the States: as a US citizen of Sierra Leonean descent, am I allowed to own land freehold in the Western Area, or can I only hold a lease?",
    intent: "legal-question",
  },
  { message: "What does your firm specialise in?", intent: "services" },
  { message: "Goodbye and God bless.", intent: "goodbye" },
  {
    message: "Good afternoon. I am in the UK and would like to ring at a time when someone is certain to be in. What are your opening hours in Freetown?",
    intent: "hours",
  },
  {
    message: "Is it lawful for a paramount chief to allocate family land to a mining company without the consent of the landowning family?",
    intent: "legal-question",
  },
  {
    message:
      "I have been summoned to appear at the police station for questioning over a matter at the council. I have not been arrested. I would like a lawyer to accompany me.",
    intent: "area:criminal",
  },
  {
    message:
      "I am buying a plot at Tokeh from a seller who says he has a conveyance. Before I send the money from the US, I need a title search done. Do you provide that, and what documents would you need from me?",
    intent: "area:land",
    also: ["knowledge:What to bring"],
  },
  {
    message:
      "Our company accountant was arrested this morning at our Lumley office by officers who say they are from the Anti-Corruption Commission. They took him together with his laptop and would not tell us where they were going. I need a criminal lawyer to follow him immediately please.",
    intent: "urgent",
  },
  { message: "Do you offer legal aid for pensioners?", intent: "knowledge:Fees" },
  { message: "mi bele de hot sins yestade wetin a fo drink", intent: "off-topic" },
  {
    message:
      "Respected Sir, My daughter's husband has kept her locked inside their house in Magburaka for three days and will not let her go to the hospital, even though she is pregnant and bleeding. The neighbours are too afraid of him to intervene. Please advise me what immediate help is available.",
    intent: "safety",
  },
  { message: "can i book a consultation for my mum, she'll come on friday", intent: "booking" },
  {
    message: "Can I meet Madam Isatu Bangura when I come to Freetown? It is about my container stuck at Queen Elizabeth quay.",
    intent: "booking",
    also: ["area:shipping"],
  },
  {
    message:
      "Good day. My elder brother, who is 78, will be coming to your chambers about a family land matter in Port Loko. He understands some Krio but is only truly at ease in Temne, and he worries about being misunderstood. Is there a lawyer at your chambers who speaks Temne?",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "Hello, I am Fanta Diallo, I live in Conakry and I do business between Guinea and Sierra Leone. My brother Amadu stay in Kambia and he sell fuel near the border. This morning the soldiers at Gbalamuya crossing take him and his motorbike and say he is smuggling, he is still with them now and his wife is crying on the phone. Please can a lawyer help him today, and how I can pay you from Guinea?",
    intent: "urgent",
  },
  {
    message:
      "Dear Counsel, My nephew is a store keeper for a rice wholesaler at the Makeni lorry park. Some bags went missing last week and the owner called the police, who detained all the store staff on Tuesday. The others have since been released but my nephew is still being held, and the family fears he is being made a scapegoat. Can your chambers intervene without delay?",
    intent: "urgent",
  },
  {
    message:
      "Hello, I live in Virginia and my sister in Kenema needs advice about her late husband's property. She has very little money, so I will be the one paying. Before I arrange anything, could you tell me how much a first meeting costs and whether it can be paid in instalments?",
    intent: "knowledge:Fees",
  },
  { message: "do i need to bring anything to the meeting", intent: "knowledge:What to bring" },
  { message: "dem hold am since fraiday na di pulis stashon na blama rod, my uncle, nobody tel we wetin e du", intent: "urgent" },
  {
    message:
      "A supplier in China and our Freetown company disagree over defective goods, and the contract says disputes go to arbitration. We need representation.",
    intent: "area:arbitration",
  },
  {
    message:
      "Hello. My father passed away in Kenema in March and left a written will. My siblings and I need someone to obtain probate and help distribute the estate, as most of us live in England. Can you handle this from start to finish, and roughly what would it cost?",
    intent: "area:family",
    also: ["knowledge:Fees"],
  },
  { message: "if mi man lef mi en di pikin dem, e fo pay fo di pikin dem skul? homos e fo pay evri mont?", intent: "legal-question" },
  { message: "I should like to know the kinds of cases your chambers accepts.", intent: "services" },
  {
    message:
      "Hello, a man is following my daughter from school in Freetown every day, and yesterday he try to pull her into his car. She is home now but very afraid to go tomorrow. What we can do?",
    intent: "safety",
  },
  {
    message:
      "We are about to sign a construction contract for a house in Freetown, which my brother will oversee while I am in the US. I want a lawyer to review the contract on our behalf. Could my brother also come in one afternoon to go through it with the lawyer?",
    intent: "area:contract",
    also: ["booking"],
  },
  { message: "mi en mi kombra wan op biznes tigeda, wi wan paper fo sho ow wi shea am", intent: "area:business" },
  {
    message: "I have a dispute with my Sierra Leonean partner about our business, we want to settle without going to court. You do mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Kamara Chambers, my niece is 16 and lives with her father in Freetown. She has just messaged me that he is arranging for her to be taken to the bush for initiation next week against her will, and that he beat her when she refused. She is terrified and is texting me from the bathroom. I will want to ask about custody later, but first, what can be done to keep her safe tonight?",
    intent: "safety",
  },
  { message: "Where is your office located? I shall be coming from where the Cotton Tree used to stand.", intent: "address" },
  {
    message:
      "Please help: my brother was arrested at the airport on arrival from Lagos an hour ago. Immigration took his passport and police are holding him in a room. We don't know why.",
    intent: "urgent",
  },
  { message: "tenki", intent: "thanks" },
  { message: "my uncle's company got an arbitration ruling against it and they want to challenge it. do you guys handle that", intent: "area:arbitration" },
  {
    message:
      "My late brother's widow and his children from his first marriage are quarrelling over his estate. As head of the family I want a lawyer to help us settle the inheritance fairly.",
    intent: "area:family",
  },
  { message: "Do you have parking for clients?", intent: "knowledge:Parking" },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "a wok fo wan kompani 2 yaz nor kontrak, a wan kontrak naw, una fit helep mi rayt am?", intent: "area:contract" },
  { message: "u get wuman lawya dem dey?", intent: "team" },
  { message: "kushe-o una", intent: "greeting" },
  {
    message:
      "Please help. My niece is 14, she live with my aunty in Freetown. She call me in Conakry and say a man in the house touch her and he threaten her if she tell anybody. She is afraid now. What can we do today?",
    intent: "safety",
  },
  { message: "a wan rejista mi saloon biznes, una de du dat?", intent: "area:business" },
  {
    message:
      "Good morning. My name is Samuel Cole and I am a retired engineer living in Silver Spring, Maryland. My nephew Tommy drives for an NGO in Freetown and was in a minor accident at Congo Cross on Saturday; nobody was hurt. The other driver turned out to be related to a police officer, and Tommy was detained at Congo Cross police station and is still there this Monday morning. They have taken his phone and we only get news through a cousin. What can your firm do for him right now?",
    intent: "urgent",
  },
  { message: "una get watsap?", intent: "phone" },
  { message: "omos una de cha fo di fes mitin?", intent: "knowledge:Fees" },
  {
    message:
      "To whom it may concern, My late father's house in Kissy is occupied by my uncle, who refuses to account for the rent. Earlier today my cousin went there to collect some documents for the family, and my uncle called the police, who arrested my cousin for trespass. He is now at Kissy police station. I know the property matter is a separate issue, but right now I need someone to get him out. Please advise urgently.",
    intent: "urgent",
  },
  { message: "My nephew wants to study law at Fourah Bay College. What are the entry requirements?", intent: "off-topic" },
  {
    message:
      "My brother spent four months on remand and was finally acquitted, but he lost his job because of it. We want to pursue a human rights claim for wrongful detention. Is this something you take on?",
    intent: "area:criminal",
  },
  { message: "You are open at lunch time? I can come only between 1 and 2.", intent: "hours" },
  { message: "som man de bil pan mi lan na waterloo, a get mi paper, una go helep?", intent: "area:land" },
  { message: "Can I get a consultation slot this week? Wednesday after 2pm would be ideal.", intent: "booking" },
  { message: "Is it easy to park around Siaka Stevens Street? My cousin will be driving.", intent: "knowledge:Parking" },
  { message: "Who are the lawyers at your firm?", intent: "team" },
  { message: "pls", intent: "unknown" },
  {
    message:
      "My husband die in Kambia and his family take everything, the shop, the house, even they want my children. They say a woman cannot inherit. Is it true in Sierra Leone?",
    intent: "legal-question",
  },
  { message: "Merci beaucoup", intent: "thanks" },
  { message: "What type of lawyer services you give?", intent: "services" },
  { message: "Is a shareholder agreement signed only by email, with no wet signatures, binding under Sierra Leone law?", intent: "legal-question" },
  { message: "Do you handle all kinds of legal work or only certain types?", intent: "services" },
  { message: "dem hol mi gud dem na pot sins 3 wik, kastom se di duty nor korekt", intent: "area:shipping" },
  {
    message: "The school I founded in Makeni is to be converted into a company limited by guarantee. I seek your assistance with the process.",
    intent: "area:business",
  },
  { message: "write me a 500 word essay on the rule of law in sierra leone for my political science class", intent: "off-topic" },
  { message: "is mediation something u guys do? my dad and his business partner are fighting over a shop", intent: "area:arbitration" },
  { message: "mi kontena stak na wharf, dem se a fo pay demurrage boku, una fit helep", intent: "area:shipping" },
  { message: "Which bank in Freetown gives the best interest on a savings account?", intent: "off-topic" },
  { message: "a wan kam si di lawya wey de du kot kes, fraide a fri", intent: "booking" },
  { message: "una ofis dey usay?", intent: "address" },
  { message: "What documents must I bring to the first meeting concerning my land?", intent: "knowledge:What to bring" },
  { message: "I've been invited by the police to give a statement about a fraud at my former employer. Can a lawyer come with me?", intent: "area:criminal" },
  { message: "Which of your lawyers handles which area?", intent: "team" },
  { message: "a bin wok fo wan kompani, wi get kwarel ova di kontrak, dem se mek wi go arbitreshon, una de du am?", intent: "area:arbitration" },
  { message: "wetin a fo bring wen a kam?", intent: "knowledge:What to bring" },
  { message: "What time do you open on weekdays? I'd like my nephew to be there first thing.", intent: "hours" },
  {
    message:
      "Good afternoon. A contractor renovating my house in Freetown walked off the job halfway through, after taking most of the money. I would prefer mediation to a long court case, as his family and mine are close. Can you arrange a mediation, and can my sister come in to discuss it on my behalf next week?",
    intent: "area:arbitration",
    also: ["booking"],
  },
  { message: "som man de sen mi mesej se e go kil mi bikos ov mi shop, e kam yestade wit nayf, a fred", intent: "safety" },
  { message: "di gov se dem go tek mi lan fo rod, dem nor pay mi natin, a wan lawya", intent: "area:land" },
  {
    message:
      "Dear Sir or Madam, I am writing from Atlanta on behalf of my elderly aunt in Waterloo. Since my uncle died, his family has been trying to take her house. This morning two men forced their way in, slapped her, and told her she has until nightfall to leave or they will come back. She is now hiding at a neighbour's. Please tell me who she should call right now.",
    intent: "safety",
  },
  { message: "wetin tem di feri kin komot lungi go fritong", intent: "off-topic" },
  { message: "wetin na di pris fo bag rice na kissy makit tide", intent: "off-topic" },
  { message: "talk later", intent: "goodbye" },
  { message: "a sain agriment fo sel mi kakao to wan kompani, dem tek di kakao nor pay, a wan lawya", intent: "area:contract" },
  { message: "Thank you very much", intent: "thanks" },
  { message: "pulis kam tek mi boss na in shop nao nao, a wan lawya", intent: "urgent" },
  {
    message:
      "One of my female staff came to work this morning covered in bruises and says her husband will kill her if she comes home tonight. She has nowhere else to go. What should we do?",
    intent: "safety",
  },
  { message: "What time does the Freetown City Council office open for business licence renewals?", intent: "off-topic" },
  {
    message:
      "An employee resigned and joined a competitor two weeks later, taking our client list with him. His contract has a non-compete clause. Is it enforceable here?",
    intent: "legal-question",
  },
  { message: "Thanks, that's helpful.", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },
  {
    message:
      "My brother was released on bail last month and the police kept his passport. He has since received a job offer in the UK. Is he allowed to travel while on bail, and can they keep his passport indefinitely?",
    intent: "legal-question",
  },
  { message: "Could you recommend a reliable money transfer service for sending money from the UK to Bo?", intent: "off-topic" },
  {
    message:
      "Good evening. I am in Manchester and have copies of my late father's title deed and death certificate, which your lawyer will need for my family's land case in Hastings. I would prefer to scan and send them rather than post the originals. Which e-mail address should I send them to?",
    intent: "email",
  },
  {
    message:
      "Hi, I'm in London and my mother has just rung me from Kissy. The neighbours are accusing her of witchcraft and a crowd has gathered outside her house shouting. She is 74 and on her own. Please, who can help her right now?",
    intent: "safety",
  },
  { message: "imported a car from the US and its stuck at the port, customs valuation is crazy high. who handles this", intent: "area:shipping" },
  { message: "How may I contact your chambers?", intent: "contact" },
  {
    message:
      "Good evening, and sorry to disturb at this hour. Soldiers came to our village near Kamakwie this afternoon and took away three young men, my grandson among them, accusing them of illegal mining. Nobody will tell us where they have been taken. Is there a lawyer who can help us find and assist them?",
    intent: "urgent",
  },
  { message: "Kindly book me a meeting with Mr. Mohamed Conteh regarding my land at Makeni.", intent: "booking", also: ["area:land"] },
  { message: "ow a fit rich una?", intent: "contact" },
  { message: "kushe", intent: "greeting" },
  {
    message:
      "Our security guard just called: a group of men with machetes is at our warehouse gate in Wellington demanding money and threatening the staff inside. What do we do?",
    intent: "safety",
  },
  {
    message:
      "Two families in our community are in dispute over a shared business, and the elders have suggested mediation by a neutral lawyer. Does your Mrs. Adama Koroma undertake such work?",
    intent: "area:arbitration",
    also: ["attorney:Adama Koroma"],
  },
  { message: "a nor no wetin fo se", intent: "unknown" },
  { message: "mi broda kes de na kot nex wik, dem se e tif, wi wan lawya fo difen am", intent: "area:criminal" },
  {
    message:
      "Hello, I'm in Texas and I would rather talk to someone than type, since my aunt's situation is complicated. Is there a number I can call from the US?",
    intent: "phone",
  },
  {
    message:
      "My son has been charged with assault following a quarrel at a football match. He is on bail. We require representation at the Makeni Magistrate Court.",
    intent: "area:criminal",
  },
  {
    message:
      "My business partner and I each hold 50% of a limited company. He has started diverting our clients to a company of his own. Is he legally allowed to do that while he is still a director of ours?",
    intent: "legal-question",
  },
  { message: "who is the current chief justice of sierra leone? need it for a quiz", intent: "off-topic" },
  {
    message:
      "I would like a view on something. My aunt in Freetown signed a document in English that she could not read, and it turned out to transfer part of her land to a neighbour. Is such a document valid if she did not understand what she was signing?",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. I will be in Freetown from Conakry next Tuesday, only for two days. I want to meet a lawyer about my business. Can I get an appointment Tuesday afternoon or Wednesday?",
    intent: "booking",
  },
  { message: "can you write a rap verse about a lawyer who never loses a case", intent: "off-topic" },
  { message: "mi en mi kompin get shop tigeda, wi de fet ova di profit, wi wan sombodi fo setul am pis pis nor kot", intent: "area:arbitration" },
  {
    message:
      "I'm a director of a Freetown company and our board has been deadlocked for months. We need help with the governance side and possibly restructuring the board. Do you handle that?",
    intent: "area:business",
  },
  { message: "who win yestade match, east end lions en kallon", intent: "off-topic" },
  { message: "Hello, are you open on Easter Monday? I'd like my brother to drop off some papers.", intent: "hours" },
  {
    message: "my girlfriends ex keeps sending her death threats and pictures of her house. he says hes coming tonight. should she call police or what",
    intent: "safety",
  },
  {
    message:
      "Two of our drivers were stopped at the Waterloo checkpoint this morning and are now being held together with the truck. The police say our goods' papers are not in order, but they are. Both drivers are still in custody. Please send someone.",
    intent: "urgent",
  },
  {
    message:
      "I send my brother in Freetown money for 3 years to build a house for me. Now the house is finish and he put it in his own name. By the law the house is mine or his?",
    intent: "legal-question",
  },
  { message: "i need to see a lawyer before my court date on the 12th, can i come in monday", intent: "booking" },
  { message: "Any documents I should prepare before the consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "Hi there, I'm messaging on behalf of my mum, who is 70 and lives in Lumley. Her housekeeper has just told me that the police came this afternoon and took my mum's driver away, claiming the car he drives is stolen. We bought that car legally in 2019 and I have the papers here in the UK. He is at Lumley police station right now. Can you help?",
    intent: "urgent",
  },
  { message: "mi man wan mared oda uman, e se na in rait. e legal fo mared 2 wef if wi bin mared na chech?", intent: "legal-question" },
  { message: "I've heard of Ibrahim Jalloh. What kind of cases does he handle?", intent: "attorney:Ibrahim Jalloh" },
  { message: "You have a lawyer who speak French or Fula?", intent: "knowledge:Languages spoken" },
  { message: "mi wef don go wit mi pikin dem na in mama os na bo, a wan mi pikin dem bak, una de du dat kayn kes?", intent: "area:family" },
  { message: "mi man dn komot pan bel, wi nid lawya fo di kot kes", intent: "area:criminal" },
  { message: "do una help foreigners register business here? my friend from nigeria wants to", intent: "area:business" },
  { message: "a friend got bail but his trial starts soon. is your firm good for criminal defence", intent: "area:criminal" },
  { message: "We're buying an office building in Wilberforce and need the conveyancing done.", intent: "area:land" },
  {
    message: "I want to get a bank loan in Sierra Leone for my business and the bank ask for legal documents. Can you help with the banking matters?",
    intent: "area:business",
  },
  { message: "God bless una", intent: "thanks" },
  { message: "Can you explain how the Special Court for Sierra Leone worked? I am writing a memoir and want to get the history right.", intent: "off-topic" },
  {
    message:
      "My husband is Sierra Leonean and we married in Guinea. Now we live separate. Can I divorce him in the court in Sierra Leone if the marriage was done in Guinea?",
    intent: "legal-question",
  },
  { message: "I need a driver to take me from Freetown to Kabala next week, you know somebody?", intent: "off-topic" },
  {
    message: "my employer wants me to sign a contract saying i cant work anywhere else for 3 years, can someone look at it before i sign",
    intent: "area:contract",
  },
  { message: "hmm", intent: "unknown" },
  { message: "I want a good contract with a supplier of palm oil in Sierra Leone, someone to write it. You do this?", intent: "area:contract" },
  { message: "Kindly furnish me with a list of your legal practitioners.", intent: "team" },
  { message: "Kindly tell me the date of Eid ul-Adha this year in Sierra Leone.", intent: "off-topic" },
  { message: "abeg tel mi di nomba fo di govament hospital na kenema", intent: "off-topic" },
  { message: "ok a de go", intent: "goodbye" },
  { message: "pls na mi neba, in man de bit am now now, a de yeri am de hala, wetin a fo du", intent: "safety" },
  {
    message: "A family friend was acquitted, but the police are still holding his car as an exhibit. Can your criminal team help get it back?",
    intent: "area:criminal",
  },
  { message: "My son was in prison 2 months, now he is out on bail. He need a lawyer for the trial.", intent: "area:criminal" },
  { message: "whats ur whatsapp", intent: "phone" },
  { message: "a wan mit wan lawya pls wen a fit kam", intent: "booking" },
  {
    message: "I need a contract drawn up for my cousin, who will be managing my rental property and small business in Freetown while I'm in London.",
    intent: "area:contract",
  },
  { message: "I want a recipe for cassava leaf stew with palm oil, the way my late wife used to make it.", intent: "off-topic" },
  { message: "who are the lawyers there? any young ones?", intent: "team" },
  {
    message: "We have a dispute with a contractor over unfinished works and both sides would prefer to stay out of court. Can you arrange mediation?",
    intent: "area:arbitration",
  },
  { message: "usay a fo pak moto?", intent: "knowledge:Parking" },
  { message: "can i email u? whats the address", intent: "email" },
  { message: "We need a shareholder agreement drafted for the three partners in our logistics company.", intent: "area:business" },
  { message: "me and 2 friends want to start a tech startup, need help with company registration and sharing the shares", intent: "area:business" },
  { message: "What's the best way to get in touch with your firm from the UK?", intent: "contact" },
  { message: "Does your firm offer commercial mediation for disputes between business partners?", intent: "area:arbitration" },
  { message: "mi en mi wef wan kam si una fo tok, una fri wenesde?", intent: "booking" },
  { message: "My mum speaks only Limba and Krio. Is there anyone who can speak with her?", intent: "knowledge:Languages spoken" },
  {
    message:
      "My cousin is a driver from Guinea, he bring onions to the market in Freetown. Since two days the police hold him and his truck at the station near the market, they say his papers are not complete. He don't speak English well. Please can you help him now?",
    intent: "urgent",
  },
  {
    message:
      "Under our customary law, can a widow be forced to marry her late husband's brother? My daughter is being pressured by her in-laws in Tonkolili and she does not want to.",
    intent: "legal-question",
  },
  {
    message: "My brother runs a registered pharmacy in Bo and wants to bring in a foreign investor. Can your business lawyers help structure the investment?",
    intent: "area:business",
  },
  { message: "What's the best way to contact someone at the firm?", intent: "contact" },
  { message: "Do you only handle court matters, or do you do other kinds of work as well?", intent: "services" },
  {
    message:
      "I lent money to a Freetown businessman under a written agreement two years ago and he has not repaid a cent. I need a lawyer to recover the debt.",
    intent: "area:contract",
  },
  { message: "Could you list your attorneys and their areas of expertise?", intent: "team" },
  {
    message:
      "Good afternoon. I had meant to ask a general question about your firm, but circumstances have overtaken me. My son-in-law was detained at Aberdeen police station this afternoon after his employer accused him of theft. He has a heart condition and needs his medication tonight. Can someone go to him right away?",
    intent: "urgent",
  },
  { message: "bra police dn hol my broda na kenema sttn dem se na in tif di moto bt na lie abeg wetin a go du", intent: "urgent" },
  { message: "Is Christiana Thomas good with employment contracts?", intent: "attorney:Christiana Thomas" },
  { message: "mi en mi patna get palava ova di moni fo di biznes, wi nor wan go kot, una fit sidom wit wi?", intent: "area:arbitration" },
  { message: "una lawya dem sabi tok Mende?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our farmers' union in the district and a produce buying company have a pricing dispute. Both sides have agreed to go to arbitration. Can your chambers represent us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir/Madam, my late grandfather owned family land at Hastings which a distant relative is now selling off in plots. My relatives in Freetown are trying to stop this and I am supporting them from Manchester. We would like your firm to help protect the family land.",
    intent: "area:land",
  },
  {
    message:
      "Hello from New Jersey. My cousin was taken by military police at Wilberforce barracks this morning. He is a civilian contractor there, not a soldier. We are getting no information at all. Who at your firm handles this and can they act today?",
    intent: "urgent",
  },
  {
    message:
      "We shipped a 40-foot container of used medical equipment from Baltimore to Freetown for a hospital. It arrived damaged and the shipping line denies liability. We need a lawyer to pursue the cargo claim.",
    intent: "area:shipping",
  },
  { message: "mi bobo 15 yrs dem tek am go station sins mornin se e tif fon, e pikin nomo, abeg", intent: "urgent" },
  { message: "ok so", intent: "unknown" },
  {
    message: "got bail yesterday after the protest thing, they said i have to report every week and go to court. can u represent me?",
    intent: "area:criminal",
  },
  { message: "una de du ol kayn kes?", intent: "services" },
  {
    message:
      "Hi, my sister has an appointment with you on Thursday about her divorce. She gets nervous, so I'm organising things for her from Leeds. What documents should she bring along to that first meeting?",
    intent: "knowledge:What to bring",
  },
  { message: "My cousin was convicted in the Freetown High Court and wants to appeal his sentence. Do you handle criminal appeals?", intent: "area:criminal" },
  { message: "mi bos nor pay mi sins 3 mont, e se a nor go get notin if a kwit. e get rait fo du dat?", intent: "legal-question" },
  {
    message:
      "My brother he has a case in court in Kambia for smuggling, he is on bail now. Can your lawyer go to Kambia court, and can I see the lawyer when I come from Conakry to explain everything?",
    intent: "area:criminal",
    also: ["booking"],
  },
  { message: "Looking for help with a prenuptial agreement before my wedding in December.", intent: "area:family" },
  { message: "una de tok krio?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our construction contract in Freetown has an arbitration clause, and the builder has now walked away from the job. We want to start arbitration. Does your firm handle this?",
    intent: "area:arbitration",
  },
  { message: "is there any slot today? i can come after lectures around 3", intent: "booking" },
  { message: "What is the current exchange rate from US dollars to leones?", intent: "off-topic" },
  {
    message:
      "Our church received a donated container of school books which has been held at the port awaiting clearance for two months. Can your shipping lawyer assist with customs?",
    intent: "area:shipping",
  },
  { message: "What's your email for consultation requests?", intent: "email" },
  {
    message:
      "Good evening. There is a quarrel over land in our family here in Makeni. Tonight a group of young men sent by my cousin came to my compound with sticks and stones, broke my windows, and said they will return to burn the house. My wife and grandchildren are inside with me. What should I do?",
    intent: "safety",
  },
  { message: "a fit pak mi okada nia una ofis?", intent: "knowledge:Parking" },
  {
    message:
      "My sister in Kambia, her husband beat her every night, last night he break her arm. Now he say if she go to the police he will kill her. She is at home with him now. Please what she can do?",
    intent: "safety",
  },
  { message: "mi man dn bit mi bad, e de outside wit cutlas, mi en mi pikin dem lock insai di room, abeg", intent: "safety" },
  { message: "How can I get in touch with the office?", intent: "contact" },
  {
    message:
      "My nephew, who is 20 and has no record, is due in court next month on a minor theft charge. If he pleads guilty, what sentence is he likely to get?",
    intent: "legal-question",
  },
  { message: "how do i reach u guys outside this chat", intent: "contact" },
  { message: "yall open till what time today? and where exactly is the office", intent: "hours", also: ["address"] },
  {
    message:
      "Dear Sir, I must report that my younger brother, a councillor in Bombali District, was arrested at his home at dawn today by armed police and taken to an unknown destination. His wife has given me the details by telephone. We require the services of a criminal lawyer without delay.",
    intent: "urgent",
  },
  {
    message: "My brother won an arbitration award against a company in Freetown last year, but they have not paid a cent. Can you help enforce the award?",
    intent: "area:arbitration",
  },
  { message: "wetin na di best fon fo 1 milyon leones", intent: "off-topic" },
  {
    message:
      "My sister-in-law in Kenema was thrown out of the house tonight by her husband, along with their four small children. She has no money and is sitting on a neighbour's veranda in the dark. What should she do right now?",
    intent: "safety",
  },
  { message: "Have a good day, bye", intent: "goodbye" },
  { message: "is it legal for my landlord to cut the light and water to force me out", intent: "legal-question" },
  { message: "mi man nor de gi mi moni fo di pikin dem sins e komot, a wan una helep mi fo mek e pay", intent: "area:family" },
  { message: "mi sista dey pulis stashon wellington, dem se e bit in man bt na di man bit am first, dem nor gree lef am", intent: "urgent" },
  { message: "a wan divos mi man, e nor de kam os agen, una fit helep", intent: "area:family" },
  {
    message:
      "I wish to make an appointment at your chambers for Thursday. I shall be travelling down from Makeni on the early bus with my elder sister, who speaks only Temne. Kindly confirm the appointment and let me know whether someone there can speak with her in Temne.",
    intent: "booking",
    also: ["knowledge:Languages spoken"],
  },
  { message: "Who was the first president of Sierra Leone?", intent: "off-topic" },
  { message: "I have been offered an employment contract by an NGO and would like a lawyer to review it before I sign.", intent: "area:contract" },
  { message: "???", intent: "unknown" },
  { message: "where is the office from the central mosque? i dont know siaka stevens street well", intent: "address" },
  { message: "di pulis tek mi okada 2 mont naw, dem nor charge mi, dem get rait fo kip am?", intent: "legal-question" },
  { message: "Please compose a short speech on justice and fairness which I can deliver at our church harvest on Sunday.", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, my father died in Bo last year without leaving a will. He had two wives and nine children between them, and my half-brother now says only the sons can inherit the family house. I live in the UK but I am his eldest child. Am I entitled to a share of the property under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "wat tem una kin opin mornin", intent: "hours" },
  {
    message:
      "Good morning. I live in Conakry and my network does not always work well for calls to Sierra Leone. My family in Freetown need a lawyer and I want to follow the matter from here. What is the best way to contact you from Guinea?",
    intent: "contact",
  },
  {
    message:
      "Hello. My late mother's will names me as executor, but I live in the US. My cousin in Freetown is living in her house and refuses to leave. What are my rights as executor if I am not able to travel to Sierra Leone?",
    intent: "legal-question",
  },
  { message: "I want to make a will for my properties in Sierra Leone and in Guinea. You do wills?", intent: "area:family" },
  {
    message:
      "Good afternoon. My daughter is doing her national service year in Freetown, and for two weeks a man has followed her home and now stands outside her apartment at night. Today he texted her that she would regret ignoring him. She lives alone and is frightened. What should she do now?",
    intent: "safety",
  },
  {
    message:
      "We signed a supply contract with a Ghanaian supplier who delivered only half the goods and now demands full payment. Are we obliged to pay the full amount?",
    intent: "legal-question",
  },
  {
    message:
      "Good day. My brother and I jointly own a property in Murray Town and want to put in writing how it is shared between our families. We would both like to sit down with a lawyer when I visit from Maryland in August. How do I reserve a meeting?",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "Kindly give me your telephone number.", intent: "phone" },
  { message: "We need our standard supply agreement reviewed before we sign with a new distributor.", intent: "area:contract" },
  { message: "Our goods were short-landed at the port: 200 bags missing against the manifest. We want to claim against the carrier.", intent: "area:shipping" },
  {
    message: "I was dismissed by the district council after 22 years of service without any hearing. Am I still entitled to my gratuity and my pension?",
    intent: "legal-question",
  },
  { message: "dem lock mi broda na cell, dem wan 2 milyon fo bel, we nor get am, pls help", intent: "urgent" },
  { message: "can u do my moot court memorial for me lol, the topic is breach of contract", intent: "off-topic" },
  { message: "What is the best private hospital in Freetown for a diabetic check-up? My mum needs one.", intent: "off-topic" },
  { message: "Could you tell me what areas of law your firm covers? My family in Freetown has a few different matters.", intent: "services" },
  { message: "pulis bin bit mi wen dem bin hol mi las mont, naw a don komot, a wan sue dem. una de du human rait kes?", intent: "area:criminal" },
  {
    message:
      "I am trying to get maintenance for my granddaughter in Freetown from her father, who refuses to support her. My daughter has given me permission to act for her. Can your firm pursue this?",
    intent: "area:family",
  },
  { message: "What e-mail address should I use to send scanned documents from the UK?", intent: "email" },
  {
    message: "We need to arrest a vessel at Queen Elizabeth II Quay that owes our company for fuel supplies. Do you act for claimants in vessel arrests?",
    intent: "area:shipping",
  },
  {
    message: "Need to see a contract lawyer tomorrow if possible. It's about a supplier agreement we're due to sign on Friday.",
    intent: "booking",
    also: ["area:contract"],
  },
  { message: "I want to rent a shop in Freetown for 5 years. I need a lawyer to check the lease before I sign.", intent: "area:land" },
  { message: "a get kes na kot fo fet, di jej se mek a get lawya", intent: "area:criminal" },
  { message: "I want to register a limited company for my catering business. Can your firm handle the registration for me?", intent: "area:business" },
  { message: "Could I have a number to ring? My mum would rather speak to someone.", intent: "phone" },
  { message: "a de kam from PZ, ow a fo fen una ofis", intent: "address" },
  {
    message:
      "Good afternoon. My cousin in Freetown needs to see someone about a problem with her employer, who has stopped paying her overtime, and I will be paying for it from the UK. Could you book her in for a first consultation early next week? She finishes work at 3pm.",
    intent: "booking",
    also: ["area:contract"],
  },
  { message: "Are there any vacancies for accountants at Sierra Rutile?", intent: "off-topic" },
  { message: "need someone to draft a simple contract for the freelance graphic design work i do", intent: "area:contract" },
  {
    message:
      "Dear Sir/Madam, I am writing from Croydon in the United Kingdom on behalf of my younger brother, Alusine Bangura, who lives in Wellington. He runs a small phone repair shop which the family helped him to expand last year. Yesterday evening a customer accused him of selling a stolen phone, and the police took him to Calaba Town station, where he has been held overnight without any charge being explained. Our mother is elderly and cannot go there herself. Could someone from your firm please go to the station today?",
    intent: "urgent",
  },
  { message: "una de opin krismes iv?", intent: "hours" },
  { message: "Can you recommend accounting software for a small business in Sierra Leone?", intent: "off-topic" },
  { message: "I bought land 15 years ago but never registered the conveyance. Can your chambers help me register it now?", intent: "area:land" },
  { message: "una de opin satide?", intent: "hours" },
  { message: "Which languages do your lawyers speak? My uncle is more comfortable in Mende than in English.", intent: "knowledge:Languages spoken" },
  { message: "ow fo kontak una", intent: "contact" },
  { message: "dem jus ketch mi pikin papa na di junction, dem put am insai dem vehicle fo carry am go station, wetin a go du?? pls", intent: "urgent" },
  { message: "una imel pls", intent: "email" },
  {
    message:
      "Dear Sir/Madam, my elderly mother will be coming to your office next week with my cousin. Neither of them knows the centre of town well, although they both know the Law Courts building and the big roundabout where the Cotton Tree stood. Could you please describe how to find the office from there?",
    intent: "address",
  },
  { message: "I am Guinean business woman, I want to open a branch of my import company in Freetown. I need help to register it.", intent: "area:business" },
  { message: "una de wok sonde?", intent: "hours" },
  { message: "mi broda dai, in wef de sel ol in propati, a wan lawya fo di inheritans", intent: "area:family" },
  { message: "What's the score in the Leone Stars game?", intent: "off-topic" },
  { message: "theres a mob outside our hostel saying one guy stole a phone and they want to burn him. hes hiding in my room. what do i do", intent: "safety" },
  { message: "a get aksident wit mi okada, di oda moto jam mi, a nor wok fo 2 mont. a go get kompensashon? homos?", intent: "legal-question" },
  { message: "my uncle's cargo ship is detained at the quay because of some unpaid port charges, do you handle that", intent: "area:shipping" },
  { message: "Au revoir", intent: "goodbye" },
  {
    message: "A vessel owned by a foreign company has damaged the fishing canoes of our community at Tombo. Can your firm pursue the shipowner?",
    intent: "area:shipping",
  },
  { message: "if police stop u and search ur phone without a warrant is that legal in sierra leone", intent: "legal-question" },
  {
    message:
      "We're a small import business in Lumley and I had meant to ask about updating our company records. But yesterday afternoon one of our warehouse staff was taken to Eastern Police over a quarrel with a customer, and he is still being held there. Management wants him represented today. Who do I call?",
    intent: "urgent",
  },
  { message: "The fees, I can pay in instalments from Guinea?", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir/Madam, I am a British citizen of Sierra Leonean origin and was married in Freetown in 2005. My husband and I have lived apart for six years, he in Bo and I in Croydon, and we have both agreed to end the marriage. I would like to know whether your firm can handle the divorce while I remain in the UK.",
    intent: "area:family",
  },
  { message: "a wan start transpot biznes wit 5 okada, a nid helep fo rejista am", intent: "area:business" },
  { message: "my parents are divorcing and my mum asked me to find a family lawyer for her. do you guys do divorce", intent: "area:family" },
  {
    message:
      "Dear Sir, I have had a boundary disagreement with my neighbour in Makeni since 2019, and I had intended to ask your chambers about a survey. However, this evening his son came to my door with a cutlass and said he will cut me if I put up my fence tomorrow. I am an old man living alone. What can I do tonight?",
    intent: "safety",
  },
  { message: "Good evening sir", intent: "greeting" },
  { message: "Fatmata Kamara na fambul lawya? e gud?", intent: "attorney:Fatmata Kamara" },
  { message: "a wan kam si lawya 2moro mornin, e pozibul?", intent: "booking" },
  { message: "Do you know a good travel agent for flights from Gatwick to Lungi in December?", intent: "off-topic" },
  { message: "ok tnx", intent: "thanks" },
  {
    message:
      "Good afternoon. My sister divorced her husband in Freetown two years ago, and the court ordered him to pay maintenance for their two children. He has paid nothing for eight months and she is struggling badly. How much can the court actually force him to pay, and can he be jailed for not paying?",
    intent: "legal-question",
  },
  { message: "How di bodi", intent: "greeting" },
  { message: "Please what time you close on Friday?", intent: "hours" },
  { message: "Could you help me write a complaint letter to British Airways about my lost luggage?", intent: "off-topic" },
  {
    message:
      "Good afternoon. Some years ago Mrs. Hawa Turay helped my late mother's family with probate on a house in Bo, and my aunt still speaks very highly of her. Is she still with your chambers, and does she still handle wills and probate?",
    intent: "attorney:Hawa Turay",
  },
  { message: "A client has breached our service contract and owes us Le 85,000. We need help enforcing it.", intent: "area:contract" },
  { message: "My husband buy land at Lungi, now the chief say the land belong to another family. Can your land lawyer check it?", intent: "area:land" },
  { message: "whats the difference between civil law and common law? explain it like a lecturer, exam is tomorrow", intent: "off-topic" },
  { message: "wetin una de du if pulis hol person now now? mi padi dey dia fo di ross road station since 2am", intent: "urgent" },
  { message: "Please you help for arbitration between a company in Guinea and a company in Sierra Leone?", intent: "area:arbitration" },
  {
    message:
      "Good afternoon. My husband cousin is a tailor in Kissy. Yesterday the police take him because his landlord say he owe rent and steal a sewing machine from the house. He is still in the cell and the police ask money for bail. Please what we must do now?",
    intent: "urgent",
  },
  {
    message:
      "Good morning. My late father owned a share in a small cargo vessel operating out of Freetown, and since he died the other owners have stopped sending any income to the family. Does your shipping department deal with disputes over vessels?",
    intent: "area:shipping",
  },
  { message: "ow fo mek mi okada nor de smok", intent: "off-topic" },
  { message: "Hello, my fish cargo go bad because the ship was delayed in port for 10 days. I want to claim. You can help me?", intent: "area:shipping" },
  { message: "di pulis dem hol mi wef na dama rod sins tidey, she nor du notin, na di tin wey she de sel, dem se market fee", intent: "urgent" },
  {
    message:
      "I charter a boat to carry goods from Conakry to Freetown, and now the owner refuse to deliver the goods unless I pay more. This is shipping case you do?",
    intent: "area:shipping",
  },
  { message: "I need help with child custody. My ex wants to move our daughter to Lagos and I don't agree.", intent: "area:family" },
  { message: "wetin una de du?", intent: "services" },
  { message: "pls u fit tel mi wetin de kyur rash na pikin skin", intent: "off-topic" },
  { message: "hi there", intent: "greeting" },
  {
    message:
      "Bonjour. Excuse my English. My son study in Freetown at IPAM. Yesterday night the police take him with his friends from the house in Tengbeh Town, they say drugs. He is still there now. Please I need a lawyer for him quickly.",
    intent: "urgent",
  },
  {
    message:
      "a guy i owe small money said he will stab me if i dont pay by tonight. hes been waiting outside the faculty building all day. im scared to go out",
    intent: "safety",
  },
  {
    message:
      "My husband and I want to set up a small guesthouse at Tokeh as an investment; we both live in London. Could your firm help with registering the business and the investment side, and could we meet someone when we visit in April?",
    intent: "area:business",
    also: ["booking"],
  },
  { message: "May I know the names of the counsel in your chambers?", intent: "team" },
  { message: "What practice areas do you cover?", intent: "services" },
  {
    message: "My container of cloth from China arrive at Queen Elizabeth quay since one month and customs don't want to release it. Please can you help?",
    intent: "area:shipping",
  },
  { message: "I don't know where to start", intent: "unknown" },
  { message: "What are the visiting hours at Makeni Government Hospital?", intent: "off-topic" },
  { message: "I must bring passport or ID card to the meeting?", intent: "knowledge:What to bring" },
  { message: "abeg mek una gi mi apointment fo si Lawya Fatmata Kamara", intent: "booking" },
  {
    message:
      "I am writing from Baltimore. My wife's brother was arrested at Lungi airport two days ago when he went to collect a parcel we shipped to him. The parcel held clothing and some medicine for his diabetes, and the officials now claim the medicine is a controlled drug. He is being held at the airport police post and we have not been able to speak to him at all. We are prepared to pay for representation. How quickly can one of your lawyers get to him?",
    intent: "urgent",
  },
  { message: "mi papa dai, mi na di big pikin bot dem bon mi outside mared. a get rait pan in tin dem?", intent: "legal-question" },
  {
    message:
      "my cousin was arrested this morning for posting something about the government on facebook. theyre holding him at CID headquarters. can anyone go there",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir or Madam, I run a small charity from Houston that funds a clinic in Port Loko. Our local coordinator, Mr. Alie Kamara, was arrested last night after a disagreement with a village chief over the clinic land, and he is being held at Port Loko police station as I write. We believe the arrest is in retaliation for the land dispute. Please tell me whether one of your lawyers can travel to Port Loko today, and what the first step would be.",
    intent: "urgent",
  },
  {
    message: "A contractor took payment to build our mosque fence and disappeared. We have a signed agreement. Can you help us recover the money?",
    intent: "area:contract",
  },
  { message: "a fit pay smol smol?", intent: "knowledge:Fees" },
  { message: "mi landlod se mi fo komot na di os insai wan wik bikos e wan sel am, e legal? a don pay fo 2 yaz", intent: "legal-question" },
  { message: "Is it going to rain in Freetown tomorrow? I travel by road from Conakry.", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, several relatives in Freetown have asked me to find them a lawyer, and I would like to understand who is at your firm before I recommend you. Could you tell me who your lawyers are and what each of them handles?",
    intent: "team",
  },
  { message: "na uswan lawya dem de dey?", intent: "team" },
  { message: "mi bos get fishin bot, dem sez di bot na wharf se e nor get lisens, una de du ship kes?", intent: "area:shipping" },
  { message: "Where I can change Guinean francs to leones in Freetown with a good rate?", intent: "off-topic" },
  { message: "How much is the ferry ticket from Tagrin to Kissy?", intent: "off-topic" },
  { message: "my aunt wants to sell her land but the papers are in her late husbands name. do you help with that kind of thing", intent: "area:land" },
  { message: "I am looking for the verse in the Bible about not judging others. Can you quote it for me?", intent: "off-topic" },
  { message: "my landlord kept my whole deposit when i moved out even tho the room was fine. can he do that", intent: "legal-question" },
  {
    message:
      "I sent a barrel of household goods from Tilbury to my mother in Freetown. It was opened at the port and half the contents are gone. Can your firm take this up with the port or the shipping company?",
    intent: "area:shipping",
  },
  { message: "hau moch na bag simen na kenema naw", intent: "off-topic" },
  {
    message:
      "Good morning from Maryland. My nephew is collecting a set of signed documents from your office on my behalf, and the only day he can get off work is the 27th of April. I realise that is Independence Day. Will your office be open that day, or should he come the day before?",
    intent: "hours",
  },
  { message: "mi madam se a brok in plet so e go kot am from mi pe, e legal?", intent: "legal-question" },
  { message: "mi step fada de tret mi se e go bit mi if a tel mi mama wetin e du mi, a nor no usay fo go", intent: "safety" },
  { message: "Before I refer my relatives to you, could you give me an overview of the services your firm offers?", intent: "services" },
  {
    message:
      "Dear Sir/Madam, I will be travelling from London to Freetown on the 14th of next month for three weeks. During that time my siblings and I need to settle our late father's estate, which includes a house in Brookfields and some land in Bo. I would like to book an appointment with a lawyer for the week of the 16th, preferably in the morning. Please let me know which dates are available.",
    intent: "booking",
    also: ["area:family"],
  },
  { message: "We need a commercial lease drafted for a warehouse we're letting out at Kissy Dockyard.", intent: "area:land" },
  {
    message:
      "In 2009 I purchased a plot of land at Makeni from a man who showed me a conveyance. His children are now claiming that the land was family property and that he had no right to sell it. I have since built a house on it. Will I win if they take me to court?",
    intent: "legal-question",
  },
  { message: "Please give me your email, I want to send the papers from Conakry.", intent: "email" },
  { message: "Is there parking near the office? My nephew will drive me.", intent: "knowledge:Parking" },
  { message: "my landlord locked my room and put my stuff outside because i was late with rent, can you help me", intent: "area:land" },
  { message: "una opin tide?", intent: "hours" },
  {
    message: "We hold a foreign arbitral award from London against a Sierra Leonean company. We need it recognised and enforced here.",
    intent: "area:arbitration",
  },
  {
    message:
      "Good morning sir. I am in Guinea and my old mother call me just now. The police came to take my younger brother at his shop in Kambia because of a debt with one man. They are putting him in the car now. What I must do?",
    intent: "urgent",
  },
  {
    message:
      "My wife and I, both in Maryland, want to adopt my late brother's son, who is 8 and lives in Freetown with his grandmother. We need help with the Sierra Leone side of the adoption.",
    intent: "area:family",
  },
  { message: "a sel 3 okada to wan man, e pay haf, e nor pay di res, wi get paper. una fit helep?", intent: "area:contract" },
  { message: "a los mi lan dokument, a wan get nyu wan, una de du dat?", intent: "area:land" },
  {
    message:
      "Our cooperative of farmers in Bombali wishes to be properly registered and to have a constitution for its governance. Do you assist with such matters?",
    intent: "area:business",
  },
  {
    message:
      "A former employee has been calling me all week threatening to harm my children because we terminated his contract. This afternoon he was seen waiting outside their school in Aberdeen. What should I do immediately?",
    intent: "safety",
  },
  { message: "Good morning", intent: "greeting" },
  { message: "I'd like to arrange a meeting with Mr. Abdul Rahman Sesay to discuss a shareholder agreement. Mornings suit me best.", intent: "booking" },
  { message: "bye", intent: "goodbye" },
  {
    message:
      "My sister died in Freetown last month and left one baby girl. I want to adopt the baby and bring her to live with me in Guinea. Can your firm help me with the adoption, and can I meet the lawyer when I come for the 40 days ceremony?",
    intent: "area:family",
    also: ["booking"],
  },
  { message: "Kindly provide your e-mail address for correspondence.", intent: "email" },
  {
    message: "My neighbour has moved the boundary pillars between our plots in Makeni. I need a lawyer and a surveyor to resolve the matter.",
    intent: "area:land",
  },
  { message: "Phone number for the office?", intent: "phone" },
  {
    message: "bro the police came to campus just now and are taking our SRC president away in their pickup. we students want a lawyer to follow him",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. I belong to a group of Sierra Leoneans in the US who are planning to invest together in a poultry farm near Waterloo. We need a company set up with proper shareholder arrangements so that each investor is protected, since none of us will be on the ground day to day. Can your firm handle this for us?",
    intent: "area:business",
  },
  { message: "Our company needs its annual returns and corporate filings brought up to date. Is this something you handle?", intent: "area:business" },
  { message: "I arrive at the Kissy ferry terminal. How I go to your office from there?", intent: "address" },
  {
    message:
      "My nephew was released on bail last week after three days in custody. His case comes up at the Magistrate Court in Bo next month, and the family would like a defence lawyer to represent him. Can you take his case?",
    intent: "area:criminal",
  },
  { message: "mi wef in broda dem kam wit gon se dem go kil mi if a nor lef di lan, a de hid na mi fren os now", intent: "safety" },
  {
    message:
      "Hello. My brother is being held on remand at Pademba Road. As far as we know he has never been brought before a magistrate, and it has now been three weeks. Those of us in the diaspora are pooling money for his defence. What can be done for him now?",
    intent: "urgent",
  },
  {
    message:
      "Salaam. I am coming from Conakry for Tabaski with my family in Freetown, and I want to pass by your office to leave a letter about my land matter. You will be open on the Tabaski day or the day after?",
    intent: "hours",
  },
  { message: 'Please translate in French for me: "the meeting is postponed to next week".', intent: "off-topic" },
  { message: "What are your office hours please?", intent: "hours" },
  {
    message:
      "Our former cashier has been charged with embezzlement and our company is the complainant. Do you handle criminal matters from the complainant's side?",
    intent: "area:criminal",
  },
  { message: "Please I want to make a rendezvous with a lawyer for the end of the month, I come to Freetown on the 27th.", intent: "booking" },
  { message: "mi papa lan na kenema, mi anti dem wan sel am, wi nor gri, una de du fambul lan kes?", intent: "area:land" },
  { message: "What's your street address? My nephew will take a taxi from Lumley.", intent: "address" },
  { message: "abeg dem de bit mi padi na di junction now, pipul dem gada, dem se e tif okada, e go dai", intent: "safety" },
  { message: "I'd like to book a consultation on Saturday morning if possible, as my sister works weekdays.", intent: "booking" },
  { message: "mi bos sak mi en nor pay mi, a bin sain kontrak, una de du wok palava?", intent: "area:contract" },
  { message: "una fon nomba pls", intent: "phone" },
  { message: "Could you write a short poem about Lady Justice for my granddaughter's school project?", intent: "off-topic" },
  {
    message:
      "Good day. I own a house in Freetown which I let to a tenant in 2020 on a five-year lease. He stopped paying rent last year and has sublet rooms to other people without my consent. Can I lawfully evict him before the lease ends? Either way, I would like to arrange a consultation during my visit in June.",
    intent: "legal-question",
    also: ["booking"],
  },
  {
    message:
      "Hello, I hope this message finds you well. I am a nurse in London and my son, who is 17, is spending the summer with my sister in Bo. My sister has just phoned me in tears to say he was arrested in a raid at a nightclub and is now in a cell at Bo police station together with adult men. He is a minor and has never been in trouble before. I am trying to get a flight, but in the meantime could someone please contact the station on his behalf?",
    intent: "urgent",
  },
  { message: "recommend a good series about lawyers like Suits", intent: "off-topic" },
];
