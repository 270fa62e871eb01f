import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: NGO workers, volunteers, drivers and contractors of aid projects and the communities they serve. writers: (1) Aminata, 34, programme officer at an INGO in Kenema, careful formal English emails; (2) Sorie, 27, project driver based in Makeni, Krio and SMS shorthand on a cracked Android; (3) Mrs Hannah Cole, 58, retired teacher and community committee chair in Kroo Bay, long stories; (4) Ousman, 21, youth volunteer in Bo, heavy typos and text-speak; (5) Peter Lindqvist, 46, Swedish country director in Freetown, formal and precise; (6) Mariama, 40, market trader and cash-transfer beneficiary in Kailahun, Krio through voice-to-text; (7) Alhaji Bai Sankoh, 52, contractor building boreholes and schools around Port Loko, mixed Krio-English; (8) Fatu, 31, diaspora logistics coordinator in London shipping relief goods, short fragments
export const DEVELOPMENT_HUNDRED_AND_FORTY_FIRST: LabelledMessage[] = [
  { message: "Kushe o. Good morning to una", intent: "greeting" },
  {
    message:
      "Abeg una help, police don hold we driver na Kenema checkpoint since 6 o'clock dis morning, dem se di vehicle papers no complete. E still de insay di station now now",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, Our organisation is expecting a 40ft container of therapeutic food consigned to us at Queen Elizabeth II Quay. The shipping line informs us that the container is being held over a documentation discrepancy and demurrage is accruing daily. I should be grateful if your chambers could advise and represent us in securing its release.",
    intent: "area:shipping",
  },
  { message: "hw many kg of rice fit in one container 4 distribution? wanna plan d food packs 4 300 households", intent: "off-topic" },
  {
    message:
      "I have worked as a community mobiliser for an international NGO for four years on rolling six-month contracts. Last week they told me the project is ending and I should go home at the end of the month, with no gratuity. Do I have a right to end of service benefits even though each contract was short?",
    intent: "legal-question",
  },
  { message: "wat time una open 2moro? a wan pass bifo mi field trip", intent: "hours" },
  {
    message:
      "We want to build a health post in our village and the chiefdom elders have given us a piece of land, but only by word of mouth. Can your firm prepare the papers so the land is properly documented for the community?",
    intent: "area:land",
  },
  {
    message:
      "Since we stopped the food distribution in Kroo Bay because the list was full, some young men came to my house last night and said if I show my face in the community again they will cut me. My wife and children are here with me. I am scared to open the door.",
    intent: "safety",
  },
  { message: "who r d lawyers in ur office? need names pls", intent: "team" },
  {
    message: "contractor took 60% advance 4 2 boreholes in Tonkolili n disappeared, nothing drilled since march. we want our money back or d work done",
    intent: "area:contract",
  },
  {
    message:
      "Good afternoon. One of our volunteers, a young woman, was picked up by soldiers near the Guinea border at Gbalamuya this morning while escorting vaccine cold boxes. She is being held at their post and they will not let us speak with her. Please we need a lawyer there today.",
    intent: "urgent",
  },
  { message: "Can you suggest a good recipe for groundnut soup that I can cook for 40 volunteers on Saturday?", intent: "off-topic" },
  {
    message:
      "Good day. I would like to book a consultation with a lawyer about a land matter concerning our school site in Port Loko. Is Thursday morning possible?",
    intent: "booking",
  },
  {
    message:
      "Mi broda wey bin de wok wit UNICEF don day las mɔnt, e lef tri pikin an prɔpati na Bo. Di famili de fet ova wetin e lef. Una de handle dis kain matter?",
    intent: "area:family",
  },
  { message: "Where is your office exactly? I'm coming from Lumley in a project vehicle", intent: "address" },
  {
    message:
      "We are three former NGO staff who want to start our own consultancy firm doing monitoring and evaluation. We need help registering the company and drawing up an agreement among the shareholders.",
    intent: "area:business",
  },
  {
    message:
      "dem don carry mi pikin go Central Police since yesterday evening because of di protest ova di water project. dem no release am yet, abeg wetin a go do",
    intent: "urgent",
  },
  { message: "pls send ur phone number n email", intent: "phone", also: ["email"] },
  {
    message:
      "The chief is now saying the land he gave us for the women's garden in 2019 belongs to his family, and he wants it back after we fenced it and dug a well. Can he legally take it back when we have a signed letter from the paramount chief?",
    intent: "legal-question",
  },
  {
    message:
      "Our finance assistant disappeared with Le 85,000 of project cash meant for cash transfers to beneficiaries. We reported to Kenema police but nothing is moving. We want him prosecuted. Can you take the case?",
    intent: "area:criminal",
  },
  { message: "hello good evening", intent: "greeting" },
  {
    message:
      "Our NGO and the road contractor disagree on how much of the feeder road was completed. Neither side wants to go to court, it will take years. Can you arrange a mediator or an arbitrator to settle it?",
    intent: "area:arbitration",
  },
  { message: "How much does a first consultation cost? We're a small community-based organisation with almost no budget.", intent: "knowledge:Fees" },
  { message: "Which court is best for netball in Bo? our youth volunteers want to organise a tournament", intent: "off-topic" },
  {
    message:
      "pls help me, my husband come back from the mines and he say tonight he go finish me because I join the women group. he get cutlass, I dey hide for my neighbour now",
    intent: "safety",
  },
  { message: "What kind of legal services does your firm provide? I'm putting together a referral list for our protection programme.", intent: "services" },
  {
    message:
      "URGENT: our expatriate engineer has been detained at Lungi airport by immigration for 2 hours now, they took his passport and put him in a back room. Please advise immediately.",
    intent: "urgent",
  },
  {
    message: "customs still holding our donated hospital beds at d quay, dey say we must pay duty even wit exemption letter. need lawyer",
    intent: "area:shipping",
  },
  { message: "Are you open on Saturday? I only get free time at weekends because I'm in the field all week.", intent: "hours" },
  { message: "Tenki tenki, God bless una", intent: "thanks" },
  {
    message: "If the NGO car I was driving hit a goat and the owner is demanding Le 5,000, am I personally liable or is it the organisation who must pay?",
    intent: "legal-question",
  },
  { message: "lease 4 our field office in Kailahun expire nxt month, landlord want double rent. need lawyer 2 review d new lease", intent: "area:land" },
  { message: "a wan si lawyer fo tok bɔt mi wok palava, ustem una get tem dis wik?", intent: "booking" },
  {
    message:
      "Dear Sir, we would like your firm to review the standard subcontract template we use for hiring local builders on school rehabilitation projects. It has to comply with Sierra Leone law and with our donor's requirements.",
    intent: "area:contract",
  },
  { message: "how to fix solar inverter beeping continuously, its for our clinic in Moyamba", intent: "off-topic" },
  { message: "Is there any female lawyer in your chambers? The women in our survivors' group would prefer to speak to a woman.", intent: "team" },
  {
    message:
      "Dem lock mi broda na Pademba Road since Friday. Na im na di watchman fo di NGO warehouse an dem se e tif di siment. Dem neva carry am go kɔt sef.",
    intent: "urgent",
  },
  {
    message:
      "I'm a volunteer from the Netherlands, married to a Sierra Leonean man here. We are separating and I need a lawyer to start the divorce and sort out custody of our daughter. Can you help?",
    intent: "area:family",
  },
  { message: "wat is ur email adrs", intent: "email" },
  { message: "abeg a nid sɔmbɔdi", intent: "unknown" },
  {
    message: "Do any of your lawyers speak Mende? Many of the farmers in our cooperative don't speak English or Krio well.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "abeg una fit help we register we business name? we na women group wey de make soap wit di NGO support, now we wan stand on we own",
    intent: "area:business",
  },
  {
    message:
      "A man from the distribution team keeps telling me he will remove my name from the beneficiary list unless I sleep with him. Today he followed me to the stream and grabbed me. I am afraid to go out alone now.",
    intent: "safety",
  },
  { message: "wetin na di price of fuel for Makeni today? a wan calculate di trip cost", intent: "off-topic" },
  {
    message:
      "Police came to our gate yesterday asking for our project manager without any paper from court. They left but said they will come back. Can they arrest someone without a warrant?",
    intent: "legal-question",
  },
  {
    message:
      "The police have summoned me to come to CID on Monday to make a statement about the missing motorbikes from the project. I have not been charged. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  {
    message: "Good morning, I need an appointment with Mr. Ibrahim Jalloh on Tuesday afternoon regarding a contract dispute with our supplier.",
    intent: "booking",
  },
  { message: "How do I get in touch with your firm? I'm in Kabala and the network here is bad.", intent: "contact" },
  {
    message: "we get wahala wit we partner NGO ova di equipment wey wi bin share. both side don gri fo go arbitration. una fit stand fo wi?",
    intent: "area:arbitration",
  },
  { message: "Ok bye, I'll call later", intent: "goodbye" },
  {
    message:
      "Good afternoon. I supplied 400 bags of cement and roofing sheets to an NGO for a school project in Pujehun. They received everything in November and signed the delivery notes, but my invoice of Le 120,000 is still not paid. Every time I call they say the donor has not released funds. I want a lawyer to recover my money.",
    intent: "area:contract",
  },
  {
    message: "my husband is in cell at Bo police station, they took him this morning from the clinic site where he is site supervisor. Please help me quickly",
    intent: "urgent",
  },
  { message: "write me a short speech for the handing over of the new borehole, the chief will stand as witness", intent: "off-topic" },
  { message: "una de do wetin? a min wetin kain case una de tek", intent: "services" },
  { message: "Abeg, if NGO sack me because a get bele, e legal? Dem se mi kontrakt no kova maternity.", intent: "legal-question" },
  { message: "can i come see a lawyer on friday about my late husband's property, what time is free", intent: "booking" },
  {
    message:
      "Our fishing livelihood project imported 12 outboard engines from China. The shipping company now says two crates were lost at sea during transit. We need to file a cargo claim. Do you handle that?",
    intent: "area:shipping",
  },
  { message: "r u open at lunch time? im only free 1-2pm", intent: "hours" },
  {
    message: "Dem don tel mi se if a testify against di man wey rape di pikin na di kɔmyuniti, dem go bɔn mi os. A de fred fo go os tunayt.",
    intent: "safety",
  },
  { message: "I want to make a will. I'm a country director with property in two countries and children from two marriages.", intent: "area:family" },
  {
    message:
      "Sir my son is held at Makeni police since last night. He was one of the youth volunteers guarding the food store and the police say he helped the thieves. They don't let us see him.",
    intent: "urgent",
  },
  { message: "Is Isatu Bangura still practising with your firm? She helped our women's network years ago.", intent: "attorney:Isatu Bangura" },
  {
    message:
      "My construction company got a contract with the World Food Programme, but the bank needs our company documents updated before they give us a loan. Can you sort out our registration and look at the loan agreement?",
    intent: "area:business",
  },
  { message: "d judge of d Miss Bo pageant is our programme director, wat gift can we buy her?", intent: "off-topic" },
  {
    message:
      "A family in Waterloo sold the same plot to our organisation and to another buyer. Both of us have papers. We need a lawyer to do a title search and defend our claim.",
    intent: "area:land",
  },
  {
    message:
      "We are a faith-based NGO. If a volunteer is injured while unloading a truck, is the organisation obliged by law to pay his hospital bills even though he is not paid staff?",
    intent: "legal-question",
  },
  { message: "hello?? anybody there", intent: "unknown" },
  {
    message:
      "My cousin was released on bail last week after three days in detention over the fight at the distribution point. He has to appear at the Magistrate court next month. We need a lawyer for his defence.",
    intent: "area:criminal",
  },
  { message: "Can I WhatsApp you or is it only calls?", intent: "phone" },
  {
    message:
      "The donor agreement says any dispute between consortium partners must go to arbitration. Our partner NGO has kept the vehicles after the consortium ended. We would like your firm to represent us in that arbitration.",
    intent: "area:arbitration",
  },
  { message: "una get space fo park Land Cruiser nia di ofis? wi de kam wit di projekt moto", intent: "knowledge:Parking" },
  {
    message: "dem hol mi na polis steshon nɔso, dem tek mi fon bot a bɔrɔ dis wan. a na drayva fo wan NGO, dem se a nak wan okada bot na lay",
    intent: "urgent",
  },
  {
    message: "they dismissed me as a security guard for the project compound without any letter after 7 years. i want to challenge the dismissal",
    intent: "area:contract",
  },
  { message: "Good morning", intent: "greeting" },
  { message: "Hw many lawyers una get?", intent: "team" },
  { message: "How do I charge 20 phones at once for our community health workers? We only have one generator.", intent: "off-topic" },
  {
    message: "My husband died in a road accident while driving for an NGO. Will the court award compensation to me and the children, and how much could it be?",
    intent: "legal-question",
  },
  { message: "Abeg wetin na una email? a wan sen di dokyument dem from di kɔmyuniti", intent: "email" },
  {
    message:
      "Good evening. I'm a social worker following up a child protection case in Kissy. The girl's uncle found out I reported him and he has been standing outside our office all afternoon saying he will deal with me. I'm still inside and I'm afraid to walk to the car.",
    intent: "safety",
  },
  {
    message: "my clearing agent took d money 4 clearing d container of school furniture n now he not answering, d container still at quay",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Madam/Sir, I should be grateful if you could schedule a consultation for our board chair and myself next week regarding the restructuring of our organisation. Kindly propose a date and time.",
    intent: "booking",
  },
  { message: "Mi pikin papa no de gi moni fo di pikin skul since tu yia. A wan sue am fo maintenance. Una go ɛp mi?", intent: "area:family" },
  { message: "Do you help non-profits with legal stuff in general or only private individuals?", intent: "services" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of our field team in Kono. Our monitoring officer was arrested at about 10 AM today by police in Koidu while photographing a mining site for our environmental report. He is currently detained at Koidu police division. We urgently request legal representation.",
    intent: "urgent",
  },
  { message: "thx 4 d info", intent: "thanks" },
  { message: "Wetin fo kuk fo pikin dem wey get malnutrition? Wi de du kukin demo tumara", intent: "off-topic" },
  {
    message: "We want to buy land in Bo for staff housing. Can your firm handle the conveyancing from the search right through to the title deed?",
    intent: "area:land",
  },
  { message: "Una Bo ofis de opin wetin de dem?", intent: "hours" },
  { message: "weh una office de? na Siaka Stevens street?", intent: "address" },
  { message: "For the meeting about the land dispute, what documents should our committee bring?", intent: "knowledge:What to bring" },
  {
    message:
      "The landlord of our project office has locked the gate because we are two months late with rent, and our computers are inside. Is he allowed to do that?",
    intent: "legal-question",
  },
  { message: "how to close down a company? our social enterprise failed n we want 2 wind it up properly", intent: "area:business" },
  {
    message:
      "I want to report the man who beat my daughter at the youth centre last month and see him prosecuted. Police took the statement but nothing happened since.",
    intent: "area:criminal",
  },
  { message: "Can a drone land on a zinc roof? We want to use drones for mapping flooded areas.", intent: "off-topic" },
  { message: "my wife still inside CID since yday, dey say is about d money in d VSLA box. she never see lawyer", intent: "urgent" },
  { message: "What's the best way to contact you guys? I'm in the UK, coordinating a shipment for a charity.", intent: "contact" },
  { message: "Does your firm do mediation? We'd rather settle with our former landlord about the deposit than go to court.", intent: "area:arbitration" },
  {
    message: "di man dem wey lɔs di kontrakt fo bil di skul don tel mi se dem go kil mi if a no gi dem pat of di moni. Dem de fala mi moto evri de",
    intent: "safety",
  },
  { message: "book me wit a lawyer 4 wednesday 10am pls, its about d land 4 our orphanage", intent: "booking" },
  { message: "alright, see you on Monday then", intent: "goodbye" },
  {
    message:
      "Whats the weather going to be like on the Freetown-Kenema highway tomorrow? We have to deliver before Friday under the contract with the donor and rainy season is killing our schedule.",
    intent: "off-topic",
  },
  {
    message: "Di chief dem na Tikonko don gi wi lan fo bil skul, bot nau wan famili se na dem granpa lan. Wi wan lawyer fo handle di boundary palava.",
    intent: "area:land",
  },
  {
    message: "Please!!! soldiers arrested our driver and the truck of seed rice at the Kambia checkpoint, he's sitting in their guardroom right now",
    intent: "urgent",
  },
  { message: "Can you give me the names of the partners at your firm? Our compliance policy requires it for the vendor file.", intent: "team" },
  {
    message:
      "I'm a volunteer teacher on a stipend, not a salary. If the school committee stops paying me after 8 months, can I take them to court, or is a volunteer not protected by labour law?",
    intent: "legal-question",
  },
  {
    message:
      "My sister died in childbirth at the clinic where she volunteered. Her husband's family has taken the baby and won't let us see her. We want to apply for custody, or at least access.",
    intent: "area:family",
  },
  { message: "Una ofis opin nau? Na 4:45 so", intent: "hours" },
  { message: "Do you deal with customs cases? Our medical supplies shipment is being held at the port with a huge tax assessment.", intent: "area:shipping" },
  {
    message: "mi man de bit mi evri nayt wen e drink, las nayt e brok mi an. tide e se wen e kam bak e go finis mi. a no no usai fo go wit mi pikin dem",
    intent: "safety",
  },
  { message: "I would like to arrange a meeting with a lawyer at your Bo office, Hawa Turay if possible. Any day next week.", intent: "booking" },
  {
    message:
      "Hello, we are an INGO. Before we sign a framework agreement with a local transport company for our distribution trucks, we want a lawyer to review the terms and the penalty clauses.",
    intent: "area:contract",
  },
  {
    message: "Dem hol mi ɔnkul na Waterloo polis steshon frɔm yestade. Na im de kuk fo di feeding center. Dem se e tek di ɔyl. Dem nɔ gri fo lɛf am.",
    intent: "urgent",
  },
  { message: "Can u help me write a CV 4 d logistics officer post at Save the Children?", intent: "off-topic" },
  {
    message:
      "Last year I spent two weeks in prison for something I didn't do, after a complaint by the NGO I worked for. The case was later dropped. Now I want to take action because my rights were violated.",
    intent: "area:criminal",
  },
  {
    message: "Can I pay the lawyer's fee in instalments? I'm a driver, my salary isn't much, and I have a case with my former employer.",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Dear Sir/Madam, we are a Danish foundation intending to invest in a solar mini-grid company in Sierra Leone. We would be grateful for legal assistance with the investment structure and the shareholders' agreement.",
    intent: "area:business",
  },
  { message: "email address pls", intent: "email" },
  {
    message: "my land title says 2 acres but d new survey by d NGO engineers shows 1.6 acres. will i lose d rest if my neighbour contest it?",
    intent: "legal-question",
  },
  { message: "Hi there!", intent: "greeting" },
  {
    message: "tu kɔmyuniti de fet ova udat get di wata pɔynt wey di NGO bil. Di DC se mek dem setul am na sayd kɔt. Una get pɔsin wey fit mediate?",
    intent: "area:arbitration",
  },
  { message: "ok so", intent: "unknown" },
  { message: "i need a Bible verse to open the volunteers meeting tomorrow", intent: "off-topic" },
  { message: "need surveyor & lawyer 4 demarcating farm land 4 d cooperative in koinadugu", intent: "area:land" },
  {
    message:
      "Assalamu alaikum. My father was arrested in Port Loko this morning because of the quarrel with the road contractor about his farm they dug up. He is still in the cell, and he is old and sick.",
    intent: "urgent",
  },
  { message: "wat kind of cases u handle?", intent: "services" },
  {
    message:
      "Our compound in Kailahun is being stoned right now by youth who think we are hiding sick people. Staff are locked inside and the crowd is still outside shouting that they will burn the vehicles.",
    intent: "safety",
  },
  { message: "Mi an mi man wan du kɔt marej bifo a go wok na Liberia. Una fit arenj am fo wi?", intent: "area:family" },
  { message: "Does anyone in your office speak French? Our Guinean staff member needs advice.", intent: "knowledge:Languages spoken" },
  { message: "nɔmba fo kɔl una?", intent: "phone" },
  {
    message:
      "we chartered a vessel to move relief goods from Freetown to Bonthe and the owner now says we owe extra for delays. need legal help with the charter party",
    intent: "area:shipping",
  },
  { message: "can i talk to a lawyer face to face about the stolen motorbike case?", intent: "booking" },
  {
    message:
      "Good morning. I am writing from Kenema. Our community health worker was arrested yesterday after a patient died and the family accused her. She spent the night at the station and this morning she is still there. Please send someone.",
    intent: "urgent",
  },
  { message: "pls how I fit send money from UK to Sierra Leone fastest? for my mother, not for any case", intent: "off-topic" },
  { message: "d builder we paid 2 roof d community centre used cheap sheets n left. we wan sue am 4 breach of contract", intent: "area:contract" },
  { message: "What's the nearest landmark to your Freetown office? I'll be taking a keke.", intent: "address" },
  { message: "Wetin tem una de klos?", intent: "hours" },
  {
    message:
      "Our organisation employs 14 local staff. If we close the project early because funding was cut, what will happen to us legally? Do we have to pay them for the full contract period?",
    intent: "legal-question",
  },
  { message: "Tel mi bɔt una lɔya dem, udat de du wetin?", intent: "team" },
  {
    message: "I've been charged with assault after a quarrel at the food distribution. My first court date is next week. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Thank you so much, this was really helpful for our volunteers.", intent: "thanks" },
  { message: "want 2 register my transport business name, i have 2 trucks dat do contracts 4 NGOs", intent: "area:business" },
  {
    message:
      "I'm the site engineer for the new health centre. The contractor I reported for using bad blocks sent people to my guesthouse. They told the receptionist they will break my legs before I leave the district. I'm hiding in a colleague's room.",
    intent: "safety",
  },
  { message: "our canoe keep taking water, wat's d fastest way to bail water out of a boat wit no pump?", intent: "off-topic" },
  { message: "dem arest mi wɛf nau nau na makit, polis dem de pul am go steshon, plis", intent: "urgent" },
  {
    message:
      "If I sign the contract with the NGO as an individual consultant, can the tax office make me pay income tax on top of the withholding tax the NGO already deducts?",
    intent: "legal-question",
  },
  {
    message: "Hi, I'd like to schedule a virtual consultation from London with one of your partners about a shipping matter. What slots do you have?",
    intent: "booking",
  },
  {
    message:
      "Our contract with the NGO has an arbitration clause. We want to start arbitration over the unpaid final payment for the latrines we built. Can you act for us?",
    intent: "area:arbitration",
  },
  { message: "Aw wi kɔmyuniti go rich una if wi nɔ get intanɛt?", intent: "contact" },
  { message: "can I park my okada in front of your office?", intent: "knowledge:Parking" },
  { message: "Ok a de go nau, bye", intent: "goodbye" },
  {
    message: "Gud de sa, mi an mi padi dem wan opin kɔmpin fo sapl mɛrɛsin to NGO klinik dem. Wetin wi go du fo rejista am? Una fit du am fo wi?",
    intent: "area:business",
  },
  {
    message: "My landlord wants to evict me because I host volunteers in my spare rooms. Is it legal for him to throw me out before the lease ends?",
    intent: "legal-question",
  },
  { message: "help!! d police jus came in2 d warehouse n handcuffed our storekeeper, dey r putting him in d pickup now", intent: "urgent" },
  { message: "how long does it take to drive from Freetown to Kailahun in rainy season?", intent: "off-topic" },
  {
    message:
      "Good afternoon. I'm a freelance translator. An NGO used my Krio and Mende translations for their radio programme but refused to pay, saying there was no written contract. I have all the emails. Can you help me recover payment?",
    intent: "area:contract",
  },
  {
    message: "di man wey a ripɔt fo tek di NGO rays de sen mɛsej to mi nɔmba se e go kil mi pikin. Tide e pas mi os tri tɛm. A nɔ get pawa.",
    intent: "safety",
  },
  { message: "r u open 2day? isnt it public holiday?", intent: "hours" },
  {
    message:
      "Good morning. Our late grandfather's family land in Lungi is being shared among the grandchildren and there is a fight about the boundaries. One of my uncles has started building on the part we gave to a women's cooperative. We need your help to sort it out.",
    intent: "area:land",
  },
  { message: "Apart from court cases, do you do advisory work such as policies and compliance for organisations?", intent: "services" },
  { message: "abeg a wan mit lawyer Mɔnde fo mi divɔs kes", intent: "booking" },
  {
    message:
      "Kindly assist. Our country director, a British national, has been detained by immigration officers at their headquarters in Freetown since this morning. They say his work permit is invalid. He is still there.",
    intent: "urgent",
  },
  {
    message: "we want to adopt a child from the orphanage we support. my husband and i are both aid workers, he's American. we need a lawyer for the adoption",
    intent: "area:family",
  },
  { message: "What does Mohamed Conteh specialise in? A colleague recommended him.", intent: "attorney:Mohamed Conteh" },
  {
    message: "2 containers of WASH kits stuck at d quay 5 weeks!! port says unpaid charges from d previous consignee. can u help release them",
    intent: "area:shipping",
  },
  { message: "Which phone contract is best for data, Orange or Africell? Our field staff can't get network in Pujehun.", intent: "off-topic" },
  {
    message:
      "Our truck carrying food aid was in an accident and a child was injured. The police let the driver go, but the family says they will sue. What will happen to the driver and to our NGO if they go to court?",
    intent: "legal-question",
  },
  { message: "mi brodaman get kɔt kes fo stil, e de na do pan bel. Wi wan lawyer fo defend am", intent: "area:criminal" },
  { message: "Aw mɔch uman lɔya una get?", intent: "team" },
  {
    message:
      "Our donor has asked us to appoint a neutral person to settle a dispute between us and our implementing partner over misused funds. Does your firm provide arbitrators or mediators?",
    intent: "area:arbitration",
  },
  { message: "Can I call your office directly? What's the number for the Bo branch?", intent: "phone" },
  { message: "Kushe", intent: "greeting" },
  { message: "I need help", intent: "unknown" },
  {
    message:
      "The bank is asking my construction company to sign a guarantee for a loan to pre-finance an NGO project. I want a lawyer to look at the loan documents first.",
    intent: "area:business",
  },
  { message: "Dem don lɔk am. Mi padi wey de dray fo di UN, polis stɔp am na Kissy roundabout an nau e de insay di sɛl. Abeg kam", intent: "urgent" },
  { message: "Can you recommend a hotel in Bo for our volunteers' training next week?", intent: "off-topic" },
  {
    message: "I'm coming for a consultation about my dismissal. Should I bring my contract and pay slips, or anything else?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "there is a man outside our safe house for girls saying he will take his niece back by force and hurt anyone who stops him. staff called police but no one has come yet",
    intent: "safety",
  },
  { message: "Do I have a right to see the investigation report the NGO used to fire me for misconduct?", intent: "legal-question" },
  {
    message:
      "Dear Sir, we intend to lease 5 acres from a landowning family in Bombali for a demonstration farm. We would like your chambers to prepare the lease and have it registered.",
    intent: "area:land",
  },
  { message: "Can I send our documents by email? Which address?", intent: "email" },
  { message: "wat services do u offer 4 ordinary people?", intent: "services" },
  { message: "Good morning. Could I book a consultation with Fatmata Kamara for Thursday at 11? It concerns an inheritance matter.", intent: "booking" },
  {
    message: "our employer change our contract from permanent to daily worker wit no notice, we r 12 drivers. we want a lawyer to fight it",
    intent: "area:contract",
  },
  { message: "do you open early, like 8am? I have to leave for the field by 10", intent: "hours" },
  { message: "tɛnki fo di ansa", intent: "thanks" },
  {
    message:
      "Dear Sir, I am writing on behalf of a community in Tonkolili. Last night six young men who protested against the mining company's resettlement plan were taken by police, and they are still being held at Magburaka police station without charge.",
    intent: "urgent",
  },
  { message: "wat does land degradation mean in simple words? its 4 my school homework on environment", intent: "off-topic" },
  {
    message:
      "I am a widow. My husband worked for an NGO for twenty years. His brothers are trying to take his pension and the house, and I need help to administer his estate.",
    intent: "area:family",
  },
  { message: "we import fishing nets n boat engines 4 d fishermen cooperative, customs broker messed up d papers. need help", intent: "area:shipping" },
  { message: "Una get fri lɛgal ɛp? Di pipul dem na wi kɔmyuniti nɔ get moni fo pe.", intent: "knowledge:Fees" },
  { message: "how do i reach una?", intent: "contact" },
  { message: "How do I find your office in Bo?", intent: "address" },
  { message: "Can the paramount chief fine our volunteers for not attending his meeting? Is that legal?", intent: "legal-question" },
  {
    message: "Someone forged my signature on NGO payment vouchers and cashed the money. I want to file a complaint and see him prosecuted.",
    intent: "area:criminal",
  },
  { message: "my son is on remand at Bo prison since 2 weeks, nobody tell us d next court date. he was a volunteer at d youth centre", intent: "urgent" },
  { message: "hw do i get a trial version of SPSS 4 our survey data", intent: "off-topic" },
  { message: "Mama, a de ayd na mi sista os. Di man dem wey a ripɔt fo di grant moni de luk fo mi, dem se dem go kil mi.", intent: "safety" },
  { message: "I want to talk to a lawyer about a shipping claim, can we meet at your office next Tuesday?", intent: "booking" },
  { message: "Mediation fo lan palava bitwin tu vilej, una de du dat?", intent: "area:arbitration" },
  { message: "Goodbye and have a blessed day", intent: "goodbye" },
  {
    message:
      "Dear Sir/Madam, I am a programme officer with a child rights organisation. The parents of a girl in our programme are divorcing, and the mother wants custody and maintenance for her. Could your chambers take up the case on our referral?",
    intent: "area:family",
  },
  {
    message: "Plz help my broda dey don lock am 4 Kenema police cell since 2 days, na him dey drive d ambulance 4 d NGO, dey say he carry diamond",
    intent: "urgent",
  },
  { message: "Aw a fo trit malaria na os? Wi volontia get fiva an di klinik fa", intent: "off-topic" },
  { message: "What are your opening hours? We have a container issue at the port and need to come in person.", intent: "hours" },
  { message: "who is d boss lawyer there n who works under him?", intent: "team" },
  {
    message: "We bought a plot at Tokeh for a training centre and the seller is refusing to hand over the title deed. Can you help us get it?",
    intent: "area:land",
  },
  {
    message: "If the community takes our borehole pump and says it's theirs, does the NGO still own it legally after the handover ceremony?",
    intent: "legal-question",
  },
  {
    message:
      "I work for a women's rights NGO. My ex-husband found out where I live and sent me pictures of my house with a message saying I will not see next week. I'm scared to leave the house.",
    intent: "safety",
  },
  { message: "Mi wan si lɔya tumara mɔnin. E pɔsibul?", intent: "booking" },
  { message: "Need contract drafted 4 our volunteers n stipends, something simple but legal", intent: "area:contract" },
  {
    message:
      "We are a cooperative of women farmers supported by an NGO, and we want to turn it into a registered company with shares for each member. Do you do that?",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir, Our security guard at the Bo sub-office was arrested two hours ago after a burglary at the premises. Police took him to Bo Central and he is being held there. We believe he is innocent and request immediate legal assistance.",
    intent: "urgent",
  },
  { message: "write me a poem about justice for our human rights day event", intent: "off-topic" },
  { message: "d fishing boat we gave d fishermen in Tombo was seized by d navy, dey say no license. need help getting it back", intent: "area:shipping" },
  { message: "Kindly share your consultation email", intent: "email" },
  {
    message:
      "Our NGO documents abuses in police cells. Several detainees who have since been released want justice for how they were treated. We are looking for a law firm to take up their human rights cases.",
    intent: "area:criminal",
  },
  { message: "mi get wan problem", intent: "unknown" },
  {
    message:
      "The contractor has agreed to mediation over the cracked classroom walls. We need a lawyer to represent the school management committee in the mediation sessions.",
    intent: "area:arbitration",
  },
  {
    message: "A volunteer posted on Facebook that our director is stealing donor money. Can we sue him for defamation, and what would the court do?",
    intent: "legal-question",
  },
  { message: "una de tɔk Krio na di ofis? mi Inglish nɔ tu gud", intent: "knowledge:Languages spoken" },
  { message: "Need ur number, calling from Kono", intent: "phone" },
  {
    message:
      "my husband was picked up last night by police at our house in Wellington and they have not released him. he is a contractor for the clinic project. no one tells us why",
    intent: "urgent",
  },
  { message: "a wan divɔs mi man. e don lɛf mi fo tri yia an e nɔ de sɛn moni. Una go ɛp mi?", intent: "area:family" },
  { message: "What areas of law does your firm cover? We are considering a retainer for our NGO.", intent: "services" },
  { message: "Hello, good afternoon", intent: "greeting" },
  { message: "My colleague said the judge at the cooking contest loved the cassava leaf. How do you make cassava leaf with fish?", intent: "off-topic" },
  { message: "Una go opin tumara mɔnin?", intent: "hours" },
  {
    message:
      "Please, my neighbour's daughter, who is 12, told me the man who manages the NGO feeding programme has been touching her. He warned her not to tell. She is at my house now and he keeps calling her mother.",
    intent: "safety",
  },
  { message: "landlord wan increase rent 4 d community radio station building n sey we must leave if we no pay. need help", intent: "area:land" },
  { message: "Can I book a session with Abdul Rahman Sesay? We need advice on restructuring our company.", intent: "booking" },
  { message: "abeg ɛp wi fo get di laysɛns fo wi microfinance biznes", intent: "area:business" },
  {
    message:
      "Please we need a lawyer at Lumley police station now. Our volunteer has been there since noon, they say she insulted an officer. They have refused bail.",
    intent: "urgent",
  },
  { message: "Appreciate it, thanks!", intent: "thanks" },
  { message: "Is the office near the Cotton Tree?", intent: "address" },
  {
    message:
      "We had a fire in our warehouse that destroyed stored goods belonging to a partner organisation. Are we liable to pay them back if it was not our fault?",
    intent: "legal-question",
  },
  {
    message: "Our supplier delivered expired medicines instead of what we ordered, and we paid in full. We want a lawyer to enforce the supply agreement.",
    intent: "area:contract",
  },
  { message: "Can you tell me which lawyers are in your Bo office?", intent: "team" },
  { message: "Best way to contact your firm after hours?", intent: "contact" },
  { message: "Parking available? coming with 2 vehicles tomorrow, wat time do u open?", intent: "knowledge:Parking", also: ["hours"] },
  { message: "Do you handle claims against shipping lines for damaged goods? Half of our tarpaulins arrived soaked.", intent: "area:shipping" },
  { message: "wetin na di prays fo bag rays nau na Kenema makit?", intent: "off-topic" },
  {
    message: "I received a summons from the magistrate court about a complaint from a former colleague. I need a criminal lawyer to represent me.",
    intent: "area:criminal",
  },
  { message: "wat papers do i bring 4 d company registration meeting?", intent: "knowledge:What to bring" },
  { message: "A dɔn de na di sɛl fo tu de nau. Dem nɔ gi mi chans fo kɔl mi famili. Dis na di ɔfisa fon. Abeg ɛp mi.", intent: "urgent" },
  { message: "wi jɛnɛreta nɔ de stat, e de mek nɔys bɔt e nɔ de tek. wetin a go du?", intent: "off-topic" },
  { message: "Is it legal for the NGO to deduct money from our allowances for the motorbike damage without asking us?", intent: "legal-question" },
  {
    message:
      "There are men with sticks at the community meeting saying they'll beat anyone who signs for the resettlement. I'm the facilitator and they're blocking the door.",
    intent: "safety",
  },
  { message: "need 2 c a lawyer abt my brother's court case, when can i come in?", intent: "booking" },
  { message: "can a neutral person settle our dispute wit d contractor? we dont want court", intent: "area:arbitration" },
  { message: "Ok, bye for now", intent: "goodbye" },
  { message: "Gud ivin sa, di sojaman dem don hol tri of wi volontia dem na Kailahun bɔda pɔst. Dem se dem nɔ get ID. Dem stil de de nau.", intent: "urgent" },
  {
    message: "We want an employment contract template for our national staff that follows the current Employment Act. Can you draft one for us?",
    intent: "area:contract",
  },
  { message: "does ur firm do work 4 NGOs? like contracts, land, staff issues", intent: "services" },
  { message: "plz help me write a funding proposal for a legal aid project for our women group, d donor deadline is friday", intent: "off-topic" },
  {
    message: "My husband divorced me the customary way. Will the court give me custody of our two children if I work away in the field three weeks a month?",
    intent: "legal-question",
  },
  { message: "Wi wan bay lan na Makeni fo bil skul. Wi wan mek shɔ se di lan papa klin. Una de du title search?", intent: "area:land" },
  { message: "Fraide una de klos ɔmɔs tɛm?", intent: "hours" },
  {
    message:
      "My landlord came home drunk and said he will set fire to my room tonight because I complained about him to the NGO housing officer. He is still in the compound, walking up and down.",
    intent: "safety",
  },
  {
    message:
      "Dear Counsel, a consignment of 500 bicycles donated for rural health workers was shipped from Antwerp. The bill of lading shows 500 units, but only 430 were found at discharge. We need to pursue the carrier for the shortfall.",
    intent: "area:shipping",
  },
  { message: "Does Hawa Turay work at the Bo office? What kind of cases does she do?", intent: "attorney:Hawa Turay" },
  { message: "Hello, is it possible to get an appointment on a Saturday? I'm a volunteer and can't come on weekdays.", intent: "booking" },
  {
    message:
      "We have a quarrel between shareholders in our construction company. One partner is using the company name to sign NGO contracts alone and keeping the money. Need a lawyer.",
    intent: "area:business",
  },
  { message: "Sir pls d police dey for our house now, dey wan carry my papa, dey say na him organise d protest against d NGO. Pls call me", intent: "urgent" },
  {
    message: "I want to marry my fiancé who is from Ghana; we both work for the same NGO here. Can you help with the process and the marriage papers?",
    intent: "area:family",
  },
  { message: "how many km from Bo to Pujehun? trying to calculate fuel for the drivers", intent: "off-topic" },
  { message: "any lawyers there with experience working with NGOs? just want to know who's on your team", intent: "team" },
  {
    message: "Our driver was charged with dangerous driving after a crash. He is free, but the case starts next month. We need a lawyer.",
    intent: "area:criminal",
  },
  { message: "How much do you charge for a divorce?", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir/Madam, our consultant was arrested at her hotel in Kenema early this morning by plainclothes officers and taken to a police post we cannot identify. We have not been able to reach her for six hours. Please advise urgently.",
    intent: "urgent",
  },
  { message: "WhatsApp nɔmba plis", intent: "phone" },
  {
    message:
      "Gud mɔnin. Wi get palava wit di NGO wey gi wi di kɔntrakt fo bil di latrin dem. Wi nɔ wan go kɔt. Una fit mek wi sidɔm tɔk wit pɔsin wey nɔ de pan ɛni sayd?",
    intent: "area:arbitration",
  },
  { message: "If my employer holds my passport because I owe them a salary advance, is that legal?", intent: "legal-question" },
  {
    message: "We are the land committee of a village. Outsiders came with a survey plan claiming our community forest. Please help us defend the boundary.",
    intent: "area:land",
  },
  { message: "aw a fit charge mi laptop wit sola panel? di panel na 100W", intent: "off-topic" },
  { message: "Gud mɔnin o", intent: "greeting" },
  { message: "plz", intent: "unknown" },
  {
    message: "we delivered 3 water tanks to an NGO, they say d tanks leak n refuse 2 pay, but it was their own installer. we want our money. lawyer pls",
    intent: "area:contract",
  },
  {
    message:
      "im hiding in d clinic store room, d husband of a patient came wit a knife looking 4 d nurse who told his wife about family planning. pls wat do i do",
    intent: "safety",
  },
  { message: "Una de opin ɛvri de?", intent: "hours" },
  {
    message:
      "My mother passed away and left a will naming me as executor. I live in the US and work for an aid agency. I need a lawyer in Freetown to handle the probate.",
    intent: "area:family",
  },
  { message: "I'd rather send the details in writing. Where do I email them?", intent: "email" },
  { message: "I wan mek apɔyntmɛnt wit lɔya fo mi lan kes na Bo", intent: "booking" },
  {
    message: "d CID still holding my sister since thursday, she's d cashier 4 d microfinance project. dey say dey waiting 4 d auditor. pls help",
    intent: "urgent",
  },
  {
    message: "I'm compiling a directory of legal service providers for displaced persons. Could you outline the services your chambers offers?",
    intent: "services",
  },
  { message: "wetin a fo tek fo bɛlɛ rɔn? a de na fil an nɔ get dɔktɔ", intent: "off-topic" },
  {
    message:
      "The NGO gave me a motorbike to use for three years and said it would be mine at the end of the project. Now the project is over and they want it back. Can they do that?",
    intent: "legal-question",
  },
  { message: "wich street is d office, n is it far from PZ?", intent: "address" },
  {
    message: "My nephew was released from Pademba Road after serving his sentence, but we believe he was wrongly convicted. We want to appeal.",
    intent: "area:criminal",
  },
  { message: "I'd like to get in touch with your firm about a pro bono partnership for our beneficiaries. Who do I contact?", intent: "contact" },
  {
    message: "We want to close the Sierra Leone branch of our company that supplied the NGO projects. Can you handle the winding up for us?",
    intent: "area:business",
  },
  { message: "do your staff speak Temne? d elders from our project area in Port Loko only speak Temne", intent: "knowledge:Languages spoken" },
  { message: "Tɛnki bad bad", intent: "thanks" },
  {
    message: "Our clearing agent declared the donated generators under the wrong code and now customs has seized them at the port. We need legal help.",
    intent: "area:shipping",
  },
  {
    message: "one of our community volunteers was taken from her house by d chiefdom police last night, she is locked in d court barri. pls come",
    intent: "urgent",
  },
  { message: "What is the meaning of output title in a logframe? My supervisor says mine is wrong.", intent: "off-topic" },
  {
    message: "We built latrines on private land with the owner's verbal permission. If the landowner dies, can his children force us to remove them?",
    intent: "legal-question",
  },
  { message: "Dem de trɛt mi na fon se dem go kam fo mi tunayt bikɔs a tɔk di tru bɔt di rilif moni. A nɔ de slip na mi os.", intent: "safety" },
  { message: "Please put me down for a consultation on the 14th, any time after 1pm. It's about a dismissal.", intent: "booking" },
  {
    message: "We lost the arbitration over the road contract and we think the arbitrator was biased. Can your firm challenge the award?",
    intent: "area:arbitration",
  },
  { message: "Alright, talk to you soon. Bye", intent: "goodbye" },
  {
    message:
      "Good morning. Our organisation rents a warehouse in Wellington. The landlord sold the building to someone new who says our lease is void and wants us out in 30 days, though we have two years left. Can you represent us?",
    intent: "area:land",
  },
  {
    message:
      "my cousin who volunteers with the Red Cross was arrested at the stadium this afternoon during the riot while he was giving first aid. he's still at the police post, they say he's a rioter",
    intent: "urgent",
  },
  { message: "where can i buy cheap land cruiser parts in freetown?", intent: "off-topic" },
  { message: "if i come at 5:30 will somebody still be there?", intent: "hours" },
  {
    message:
      "Good evening. I'm a contractor building the market in Kabala. Some youth who wanted jobs on the site surrounded my car today and said next time they see me they will burn me inside it. Tomorrow I must go back there to pay the workers and I don't know what to do.",
    intent: "safety",
  },
  { message: "mi an mi wɛf don de kia fo wan pikin wey di NGO bin bring kam fo tri yia. Wi wan adopt am prɔpa. Una de du adɔpshɔn?", intent: "area:family" },
  { message: "Is there a safe place to leave a motorbike while I'm in the meeting?", intent: "knowledge:Parking" },
  {
    message: "My employer says that because I'm on a consultant contract I am not entitled to NASSIT contributions. Is that correct under Sierra Leone law?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, we are a UK-based charity intending to set up a local company to run a social enterprise bakery in Freetown. We require assistance with choosing the type of entity and with registration at the Corporate Affairs Commission.",
    intent: "area:business",
  },
  { message: "Who are all the people working at the chambers, the lawyers I mean?", intent: "team" },
  {
    message:
      "i am writing from kenema police cell. they took me since yesterday because the contractor accused me of stealing pipes. i have not seen anybody. pls help me",
    intent: "urgent",
  },
  {
    message:
      "A company funded by a donor hired me as a field supervisor, and after three months they still haven't paid me. Now they say my contract was with their subcontractor. I want a lawyer to enforce my contract.",
    intent: "area:contract",
  },
  { message: "what's a good business name for a car wash? something catchy", intent: "off-topic" },
  { message: "Can I meet with a lawyer in Bo on Monday morning? I'm a community health volunteer with a family matter.", intent: "booking" },
  { message: "can una handle clearing of donated goods at d port 4 us? our clearing agent dey delay 4 weeks now", intent: "area:shipping" },
  {
    message:
      "my husband locked me and the kids in the room since this morning and he says if I go to the NGO office again he will kill me. I'm texting from my daughter's phone",
    intent: "safety",
  },
  { message: "I'd like to know if your firm covers employment, land and business law, or just one area?", intent: "services" },
  {
    message:
      "someone hacked our NGO Facebook page and is using it to ask people for money. we want the police to catch him and charge him. can your firm help with the complaint?",
    intent: "area:criminal",
  },
  {
    message: "Dem hol am na Congo Cross polis steshon since Sɔnde nayt, na mi papa. E de wok as nayt wach fo wan NGO. Wi nɔ no wetin dem de charge am wit.",
    intent: "urgent",
  },
  { message: "can I just call you now? number? and where's the office", intent: "phone", also: ["address"] },
  {
    message: "Can the district council stop us from building a school on land the community gave us if we don't have a building permit yet?",
    intent: "legal-question",
  },
  {
    message: "Dispute between us and the consultant who did our baseline survey. Contract says mediation first. We want your firm to handle the mediation.",
    intent: "area:arbitration",
  },
  { message: "How to make a good logframe for a WASH project", intent: "off-topic" },
  { message: "Good afternoon sir/madam", intent: "greeting" },
  { message: "wetin na una email?", intent: "email" },
  { message: "una de charge fo di fɔs mitin?", intent: "knowledge:Fees" },
  {
    message:
      "We're a farmers' association and a company says it has a 50-year lease on our land from the chief, but we were never consulted. We need lawyers to look into it.",
    intent: "area:land",
  },
  {
    message:
      "Pls, our volunteer was taken by soldiers at the Mile 91 checkpoint 1 hour ago. They put him in their vehicle and drove off. We don't know where they are holding him.",
    intent: "urgent",
  },
  { message: "Can your lawyer speak Limba? My grandmother will be the witness", intent: "knowledge:Languages spoken" },
  {
    message:
      "Following the death of one of our staff members, his two wives are disputing his estate and the benefits our organisation owes his children. We would like your firm to act in the estate and guide us on whom to pay.",
    intent: "area:family",
  },
  { message: "Plis gi mi ɔl di we dem fo rich una", intent: "contact" },
  { message: "Are you closed for Eid?", intent: "hours" },
  {
    message:
      "the chief's son beat my husband today at the water point and said he will come back tonight to finish him because we complained to the NGO. we are hiding at the mosque",
    intent: "safety",
  },
  { message: "a wan rejista mi okada transpɔt biznes na mi nem. wetin una go nid?", intent: "area:business" },
  { message: "who in your team handles shipping? just want to know d lawyers", intent: "team" },
  {
    message: "We gave a local contractor an advance without a written contract. Can we still get it back legally, or is a verbal agreement not binding?",
    intent: "legal-question",
  },
  { message: "wat is d correct sentence 4 'the volunteers was late'? grammar pls", intent: "off-topic" },
  { message: "Do I need to bring my ID and the police report when I come?", intent: "knowledge:What to bring" },
  { message: "Good day. Please I would like to meet Adama Koroma about a business registration issue.", intent: "booking" },
  { message: "the NGO terminated our security contract 6 months early without reason. we have 20 guards. need lawyer", intent: "area:contract" },
  {
    message:
      "My husband was detained today at Queen Elizabeth II Quay by port police. They say the container he was clearing for an NGO had undeclared items. He's still there now.",
    intent: "urgent",
  },
  { message: "usai a fit park mi moto nia una ofis?", intent: "knowledge:Parking" },
  { message: "Okay thank you very much", intent: "thanks" },
  {
    message:
      "Good day, we are a fishing cooperative supported by an EU project. Our boat was damaged by a cargo vessel at the Tombo anchorage. We want to claim against the vessel owner.",
    intent: "area:shipping",
  },
  { message: "Wi wan lɔya fo difɛn mi pikin. Polis se dem go charge am fo di fet na di skul, bɔt dem nɔ arɛst am yet.", intent: "area:criminal" },
  { message: "my phone fell in water, how do i get back the photos? they're from our community survey", intent: "off-topic" },
  {
    message:
      "Girls in our programme said a teacher at the school is forcing them into sex for grades. One of them said he warned he would hurt her if she told. She is with me now and too afraid to go back.",
    intent: "safety",
  },
  { message: "If the court finds our driver guilty, will the NGO also be punished as his employer?", intent: "legal-question" },
  { message: "Pls I need an appointment. Any day this week.", intent: "booking" },
  {
    message: "the arbitrator gave his decision in our favour against the transporter. how do we make it count in court here? can you help?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir/Madam, I should be grateful for your assistance with a dispute arising from a service agreement. Our organisation contracted a garage to maintain our fleet of 18 vehicles. After four months they stopped servicing the vehicles but continue to send invoices. We wish to terminate the agreement and recover the overpayments.",
    intent: "area:contract",
  },
  {
    message: "d police jus arrest my husband at d road block nw nw. dey took him n d motorbike 2 d station. he was carrying vaccines 4 d health centre",
    intent: "urgent",
  },
  { message: "Which Premier League club has the best defence this season? The drivers are betting on it", intent: "off-topic" },
  { message: "just want to know generally what you do", intent: "services" },
  { message: "If I report my supervisor for sexual harassment and the NGO fires me afterwards, can I sue them and win?", intent: "legal-question" },
  {
    message:
      "We need a lawyer to register our title deed at the Ministry of Lands. We bought the plot for our community library two years ago and never finished the papers.",
    intent: "area:land",
  },
  { message: "wen una de opin mɔnin tɛm?", intent: "hours" },
  {
    message:
      "Please, a man I rejected in our volunteer group keeps saying he'll throw acid on my face. He waited for me at the junction tonight. I'm afraid to go home.",
    intent: "safety",
  },
  {
    message:
      "I'm a Sierra Leonean working for the UN in Nairobi. My ex-wife won't let me see my son in Freetown. I want to go to court for access and to settle the maintenance I pay.",
    intent: "area:family",
  },
  { message: "Is Christiana Thomas a senior lawyer? Tell me about her.", intent: "attorney:Christiana Thomas" },
  { message: "Can I come in tomorrow at 10 to see any lawyer? It's about our office lease.", intent: "booking" },
  {
    message:
      "A ship carrying our relief cargo from Lagos sank off the Liberian coast. The insurers are refusing our claim. Can you take on the claim against the carrier and the insurer?",
    intent: "area:shipping",
  },
  { message: "Dem tek mi man pan di mat dis mɔnin, polis dem bin kam wit gɔn. Nau e de na di steshɔn. Di pikin dem de kray. Wetin fo du?", intent: "urgent" },
  {
    message: "We want a lawyer to help us get the right business licences for our borehole drilling company. NGOs keep asking for certificates.",
    intent: "area:business",
  },
  { message: "Who are the associates at your firm?", intent: "team" },
  {
    message:
      "Our staff member was attacked and robbed of the salary money on the way to the field. The police caught one suspect. We want a lawyer to follow the prosecution.",
    intent: "area:criminal",
  },
  { message: "wetin na una fon nɔmba fo di Freetown ofis?", intent: "phone" },
  { message: "cn u tel me d best way 2 learn excel 4 data entry", intent: "off-topic" },
  { message: "Can your firm arbitrate a dispute between our NGO and a sub-grantee? Both sides have agreed to arbitration.", intent: "area:arbitration" },
  { message: "What will happen to me if I refuse to give my statement to the police about my colleague's case?", intent: "legal-question" },
  {
    message:
      "Our Nigerian consultant was arrested this morning at his guesthouse in Makeni. Immigration officers say his visa expired. He is being held at the immigration office and they want to deport him.",
    intent: "urgent",
  },
  { message: "dere space 4 park a truck? we coming wit d project lorry", intent: "knowledge:Parking" },
  { message: "Hey", intent: "greeting" },
  { message: "Wetin a fo bring wen a de kam fo di mitin? Mi dokyument dem fo di lan?", intent: "knowledge:What to bring" },
  { message: "Our NGO wants a lawyer to draft a memorandum of understanding with the district health management team.", intent: "area:contract" },
  { message: "what services do you offer for companies?", intent: "services" },
  {
    message:
      "Our driver called me from the road near Daru. Armed men stopped the truck and are threatening to shoot him if he doesn't hand over the goods. He's still there.",
    intent: "safety",
  },
  { message: "Tell me a good joke about lawyers for the staff party", intent: "off-topic" },
  { message: "im trying to buy a house in Goderich from a man who lives abroad. need lawyer to check papers n do d conveyance", intent: "area:land" },
  { message: "How early can I come in on Monday?", intent: "hours" },
  { message: "Please arrange for me to see Mr Sesay about our shipping claim next week.", intent: "booking" },
  { message: "How can my boss get in touch with your office?", intent: "contact" },
  { message: "Do I have a right to my full salary during the three months the project was suspended by the donor?", intent: "legal-question" },
  {
    message: "My husband works in Liberia now and has married another woman there. I want a legal separation and maintenance for our children.",
    intent: "area:family",
  },
  {
    message:
      "Good morning. I am the programme coordinator of a disability rights NGO. Our member, who is deaf, was arrested yesterday in Kissy and has been held since then without an interpreter. He cannot communicate with the police. Please help us urgently.",
    intent: "urgent",
  },
  { message: "Do you have someone who can interpret Fula? My client at the camp speaks nothing else.", intent: "knowledge:Languages spoken" },
  { message: "tɛnki ya", intent: "thanks" },
  { message: "our vessel for d fisheries project is detained at d quay 4 unpaid port dues. need lawyer", intent: "area:shipping" },
  { message: "sɛn mi di ofis adrɛs plis", intent: "address" },
  { message: "how much 4 a land title search?", intent: "knowledge:Fees" },
  { message: "Is it going to rain in Freetown tomorrow? we are doing a street clean-up", intent: "off-topic" },
  {
    message: "The bank froze the account of our construction firm because one director left. Need a lawyer to fix the bank issue and update the directors.",
    intent: "area:business",
  },
  { message: "What should I prepare before our first meeting about the custody case?", intent: "knowledge:What to bring" },
  { message: "abeg ɛp, polis dem don put mi broda na sɛl na Kabala fo tu de nau, dem se e pwɛl di NGO bayk", intent: "urgent" },
  {
    message: "I was granted bail yesterday after being held at Kenema police station for three days. Now I have to report to court next week. I need a lawyer.",
    intent: "area:criminal",
  },
  { message: "wetin mek di fɛri frɔm Tagrin de delay so? wi get fo go Lungi", intent: "off-topic" },
  {
    message: "Can the family of a patient who died at our clinic sue our NGO and the nurse, and how much could the judge award them?",
    intent: "legal-question",
  },
  {
    message:
      "The ex-combatants near our project site said they would come for the women's group leader tonight. She is at home alone with the kids and they have already broken her window.",
    intent: "safety",
  },
  { message: "I want to meet Isatu Bangura on Monday about my late father's estate.", intent: "booking" },
  {
    message:
      "The community and the mining company want to settle the compensation dispute through mediation. The community asked our NGO to find lawyers to represent them.",
    intent: "area:arbitration",
  },
];
