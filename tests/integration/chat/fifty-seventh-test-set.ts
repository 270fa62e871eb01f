import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Floods, mudslides and fires: Aminata (19, Kroo Bay, SMS), Pa Alimamy (60s, Susan's Bay, Krio), Mrs Cole (retired teacher, Regent, formal), Musa (okada rider, Kissy, typos), Fatu (London diaspora), Ibrahim (youth leader, Culvert), Mariama (Guinean trader, French words), Samuel (Wellington, voice typing)
export const FIFTY_SEVENTH_TEST_SET: LabelledMessage[] = [
  { message: "Good morning una", intent: "greeting" },
  {
    message:
      "Our house for Regent don go with the mudslide and the title deed was inside. I need a lawyer to help me get a new copy from Lands ministry, who can handle it?",
    intent: "area:land",
  },
  { message: "pls help police carry my brother from kroo bay dis morning dem say na him start the fire, he de Ross Road station now", intent: "urgent" },
  { message: "wetin be the weather for Freetown tomorrow, rain go fall again?", intent: "off-topic" },
  {
    message:
      "Landlord say because the fire burn the house we must pay new advance before he rebuild. The one we paid in January was for 2 years. Does he have right to keep it?",
    intent: "legal-question",
  },
  { message: "una de open Saturday? I de work Monday to Friday", intent: "hours" },
  {
    message: "My sister and her husband both died in the Regent mudslide and left 3 pikin. I want to adopt them properly, do una handle adoption?",
    intent: "area:family",
  },
  {
    message: "Dem boys from the other side de threaten say dem go burn me os tonight if I no leave the plot. I fraid, I de hide by my aunty now",
    intent: "safety",
  },
  { message: "I would like to book a consultation with a land lawyer next week please. Tuesday or Wednesday works for me.", intent: "booking" },
  {
    message:
      "We shipped a container of relief rice for the flood victims and it has been held at Queen Elizabeth II Quay for three weeks. Customs want duty but it is donated. Can your firm help us clear it?",
    intent: "area:shipping",
  },
  { message: "how many lawyers una get?", intent: "team" },
  {
    message:
      "my shop at susan bay burn finish in the fire. I want to register it as a company now so I can get loan to rebuild, una de do business registration?",
    intent: "area:business",
  },
  { message: "how much una de charge for first meeting? fire don take all my money", intent: "knowledge:Fees" },
  { message: "Soldiers came to the camp at Regent last night and took my husband. Nobody tells us where he is since yesterday", intent: "urgent" },
  { message: "pls how much a bundle of zinc cost now for Freetown", intent: "off-topic" },
  {
    message:
      "They charged my son with stealing relief rice from the council store. He is on bail now and the case is at the magistrate court next month. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  {
    message: "my husband died in the flood at Culvert. his brothers say the house in Kissy now belong to them not me and my children. can they take it?",
    intent: "legal-question",
  },
  { message: "hello", intent: "greeting" },
  {
    message:
      "We gave a contractor money to rebuild our church after the Kroo Bay fire and now he and the committee disagree about the work. We don't want to go to court. Can you help us settle it out of court?",
    intent: "area:arbitration",
  },
  { message: "wetin be una phone number", intent: "phone" },
  {
    message:
      "I signed a contract to supply cement and zinc to an NGO for the fire victims. They took the goods but never paid the balance. I need help to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "police de na we door now dem wan carry my papa say he sell the relief rice", intent: "urgent" },
  { message: "hmm", intent: "unknown" },
  { message: "my husband de beat me every night since we move to the flood camp at Mile 6. I can't go back to him, please what do I do", intent: "safety" },
  { message: "where una office de? I de come from Waterloo", intent: "address" },
  { message: "can you write a poem for the memorial of the mudslide victims? it's for 14 August", intent: "off-topic" },
  { message: "dem don build on my lan at mountain cut after the flood carry my fence. I get the survey plan. i need lawyer", intent: "area:land" },
  { message: "What time do you close on Friday?", intent: "hours" },
  { message: "I will drive from Lumley, is there parking near your office?", intent: "knowledge:Parking" },
  {
    message: "The councillor collected the money the NGO gave for our flood victims and shared only half. Is that legal? can we take him to court and win?",
    intent: "legal-question",
  },
  { message: "abeg I wan see lawyer 2moro morning for my burnt house matter", intent: "booking" },
  {
    message: "my husband run leave me and the 4 pikin after the fire at Susan's Bay. he de work but he no de give us anything. I want maintenance",
    intent: "area:family",
  },
  { message: "Do you have a woman lawyer? I'd feel better talking to a woman about my case", intent: "team" },
  { message: "Pls send me your email address I want to send the pictures of the flood damage", intent: "email" },
  {
    message: "My son has been held at Congo Cross police station since Sunday for the fight at the rice distribution. They refuse bail. Please help.",
    intent: "urgent",
  },
  {
    message: "Vessel wey carry the donated zinc from Guinea don late 2 weeks, the charterer say na weather. We lose plenty. Una de handle charter party case?",
    intent: "area:shipping",
  },
  { message: "wat kind of cases una de handle", intent: "services" },
  { message: "which pharmacy get medicine for cholera near Kroo Bay", intent: "off-topic" },
  {
    message:
      "Me and 2 partners owned a warehouse company in Wellington which flooded. One partner wants to sell his shares to an outsider without asking us. Need a business lawyer.",
    intent: "area:business",
  },
  { message: "Una lawyer dem de talk Temne? my mama no sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "The arbitrator gave us an award against the construction company that built our drainage wall that collapsed. They refuse to pay. How do we enforce it? Can you help",
    intent: "area:arbitration",
  },
  { message: "tenki o", intent: "thanks" },
  { message: "How can I reach you people? I'm in Bo", intent: "contact" },
  {
    message:
      "I was working with an NGO doing flood relief and they terminated me without paying my last 3 months. My contract says one month notice. I need help",
    intent: "area:contract",
  },
  { message: "Pipul dem de gather outside my house dem say na me start di fire for Kroo Bay. Dem get stick en cutlass. Help", intent: "safety" },
  { message: "If the government declared Regent a danger zone, do they have to pay us compensation for our land?", intent: "legal-question" },
  { message: "dem arrest my mama for kroo bay wharf area this morning, say she no get permit to rebuild. she de cell now pls", intent: "urgent" },
  {
    message: "Good afternoon. I would like an appointment with one of your lawyers about the land my late father left at Regent. When is the earliest date?",
    intent: "booking",
  },
  { message: "how I go make drain so water no enter my house this rainy season, wich material best", intent: "off-topic" },
  {
    message:
      "My cousin is accused of setting the fire at Susan's Bay. He is not arrested yet but police invited him for a statement on Monday. He needs a lawyer to go with him.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir/Madam, My late husband's will was in the house that burned at Kroo Bay on the night of the fire. His family now insist he left no will. I need assistance with proving the will and the inheritance. Yours faithfully, Mrs E. Macauley",
    intent: "area:family",
  },
  { message: "Bonjour, ou on donne le riz pour les sinistres de l'inondation? which place they share the rice today", intent: "off-topic" },
  { message: "mi broda de na kissy police since yestiday, dem say he bin de tif zinc from the fire site. dem no gree release am", intent: "urgent" },
  { message: "pls r u open 2day?? its public holiday", intent: "hours" },
  {
    message: "The NGO gave my husband Le 5,000 relief money in his name but he left us. Do I have right to part of that money for the children?",
    intent: "legal-question",
  },
  {
    message:
      "After the flood the stream change course and now our boundary with the neighbour is not clear. He is building a wall inside our land at Kissy Brook. Need a lawyer for the boundary dispute",
    intent: "area:land",
  },
  { message: "Is Mr Mohamed Conteh still with you? He helped my uncle with land before, I want him for my Regent plot", intent: "attorney:Mohamed Conteh" },
  {
    message: "my landlord sent boys to throw our things out and they slapped my wife. they said they will come back tonight with more people",
    intent: "safety",
  },
  { message: "who are the lawyers at your firm pls", intent: "team" },
  {
    message:
      "We run a microfinance company and many of our borrowers lost everything in the Culvert floods. We need advice on restructuring the loans and dealing with the bank that lent to us",
    intent: "area:business",
  },
  { message: "can i book appointmnt 4 thursday 10am", intent: "booking" },
  { message: "Wetin I for bring when I come for the meeting? all my paper dem burn for the fire", intent: "knowledge:What to bring" },
  {
    message:
      "Our cargo of medicines for flood victims was damaged by seawater in the hold of the vessel. The carrier says it is not their fault. We want to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "who win the match last night, East End Lions or Kallon?", intent: "off-topic" },
  {
    message: "Please my husband was picked up by police at the relief distribution at Wellington an hour ago, they put him in the van. He didnt do anything",
    intent: "urgent",
  },
  {
    message:
      "My trial for receiving stolen relief goods starts next month. The lawyer I had before stopped coming. I need a new criminal lawyer to defend me in court.",
    intent: "area:criminal",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "Council say we can't rebuild at Susan's Bay because it's state land, but we have lived there 30 years. Do we own it by now?",
    intent: "legal-question",
  },
  {
    message: "Do you do mediation? Me and my brother de fight over the money the NGO give the family after the fire, we no want court",
    intent: "area:arbitration",
  },
  { message: "Does your firm offer legal aid or free help for mudslide victims? we can't afford", intent: "knowledge:Fees" },
  {
    message:
      "I gave a builder Le 20,000 to rebuild our house after the flood. We wrote an agreement. He built only the foundation and disappeared. Want to enforce the contract",
    intent: "area:contract",
  },
  { message: "I need help writing my CV for a job with the Red Cross flood response", intent: "off-topic" },
  { message: "abeg una whatsapp numba", intent: "phone" },
  { message: "ma pikin dem don hold am for Regent police post since 2 days, dem say he tif from house wey mudslide spoil. he na 15 yrs", intent: "urgent" },
  {
    message:
      "After my papa died in the mudslide my stepmother took all his things and won't share. We are 6 children. Need help with inheritance and letters of administration",
    intent: "area:family",
  },
  { message: "Hello, does your firm handle cases for people affected by the floods, like land, inheritance, things like that?", intent: "services" },
  { message: "what is the email to send consultation request", intent: "email" },
  { message: "If my landlord's house burned, do I still have to pay him rent for the months left on the lease?", intent: "legal-question" },
  { message: "Siaka Stevens Street which side? near which landmark", intent: "address" },
  {
    message: "Hi I'm in the UK, my mum lost her house in the Regent landslide. Can we arrange a video call consultation with a lawyer about her land?",
    intent: "booking",
  },
  {
    message: "Men dem de follow me since I report how councillor chop the relief money. Dem say dem go kill me. I no fit sleep for my house",
    intent: "safety",
  },
  { message: "please I need help", intent: "unknown" },
  { message: "I want to buy land in Waterloo to relocate after the flood. Please help me do a title search before I pay", intent: "area:land" },
  { message: "wat time una de open morning", intent: "hours" },
  { message: "Thank you so much for the information, God bless", intent: "thanks" },
  { message: "una get place for park car? Siaka Stevens Street de hard to park", intent: "knowledge:Parking" },
  { message: "Police came at 5am and took all the youth from our compound at Kroo Bay, my 2 sons inside. they are at Central police. HELP", intent: "urgent" },
  { message: "How do I charge my phone when NEC light don off since the flood?", intent: "off-topic" },
  {
    message:
      "I want to invest in a company that builds low cost houses for flood victims. Can your business lawyers help me check the company and the shareholding?",
    intent: "area:business",
  },
  { message: "una lawyer dem plenty? which one de handle wetin", intent: "team" },
  {
    message: "We have an arbitration clause with the contractor who was paid by the World Bank drains project. Dispute on payment. Need arbitration lawyer",
    intent: "area:arbitration",
  },
  { message: "how do i contact una office from Kenema", intent: "contact" },
  {
    message: "The police say if my son pays for the stolen rice they will drop the case. Is that how the law works? Will the case end?",
    intent: "legal-question",
  },
  { message: "mi pikin get court case for Kroo Bay fire, dem say na him fire start. he get bail. we wan lawyer for defend am", intent: "area:criminal" },
  {
    message:
      "I need a lawyer to review an agreement before I sign. The landlord wants me to pay to rebuild the burnt house and deduct it from rent, he wrote 3 pages",
    intent: "area:contract",
  },
  {
    message: "My uncle dem de beat me because I no wan leave the house my papa left me after the mudslide, today dem wound me for head. I de hide by neighbor",
    intent: "safety",
  },
  { message: "they hold my wife at Eastern police since yesterday because of a fight with the landlord after the fire. pls what we do", intent: "urgent" },
  { message: "How many people died in the Regent mudslide of 2017? its for my school assignment", intent: "off-topic" },
  { message: "I want to come see a lawyer about my late father's will on Monday. Is that possible?", intent: "booking" },
  {
    message: "Di boat wey I charter for carry food go Tombo for flood victims sink near the quay. Owner say I for pay for the boat. I need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "Hello I want to know the whether tomorrow because the rains are heavy full stop", intent: "off-topic" },
  {
    message: "my papa lan for Regent, the paper dem lost for the mudslide. now one man show new paper say na him own. I need lawyer fast",
    intent: "area:land",
  },
  {
    message: "Dem don lock my husband for Kroo Bay police since yesterday night because di fire burn di man shop next door. Dem say na him. Abeg help us",
    intent: "urgent",
  },
  { message: "Is it legal for the landlord to pull down our burnt house and build shops without asking the tenants?", intent: "legal-question" },
  { message: "Good evening, hope una well", intent: "greeting" },
  {
    message:
      "I would like to schedule a meeting with a family lawyer as soon as possible. My children are with their grandmother since the flood and I want them back.",
    intent: "booking",
  },
  {
    message: "My wife took the children to her village after the flood and refuse to bring them back. I want custody. I'm in Freetown working",
    intent: "area:family",
  },
  { message: "some people from the council threaten me say if I talk about the relief money dem go wound me. I de fear to go out", intent: "safety" },
  {
    message: "I'm summoned to court for obtaining money by false pretence because I collected relief money, they say I'm not a victim. I need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "Parlez-vous francais? Je suis guineen, my shop burn at Susan's Bay, mon anglais pas bon", intent: "knowledge:Languages spoken" },
  { message: "are all your lawyers men or do you have female ones", intent: "team" },
  {
    message:
      "The fire destroyed our company's records and the Corporate Affairs Commission says our registration is not in their system. We need help restoring the company registration and annual returns.",
    intent: "area:business",
  },
  { message: "Police dey carry people from the mudslide site now now, dem say we no for stay dey. dem don take my uncle inside the truck", intent: "urgent" },
  { message: "wetin I go cook for 30 people with one bag of rice and oil, for the camp", intent: "off-topic" },
  {
    message:
      "Dear Sir, We imported a consignment of tarpaulins for flood relief through Queen Elizabeth II Quay. The port authority charges demurrage because of the delays in customs. We wish to contest it. Kindly advise if you handle port matters.",
    intent: "area:shipping",
  },
  {
    message:
      "My father's land at Regent was washed away. Government want to give us a plot at Mile 6. If we take it, do we lose our rights to the Regent land?",
    intent: "legal-question",
  },
  { message: "una de open sunday after church?", intent: "hours" },
  {
    message: "Business partner and me dispute who should pay for the burnt goods. Our contract say arbitration. Can una represent me at the arbitration?",
    intent: "area:arbitration",
  },
  { message: "call number for the office pls", intent: "phone" },
  {
    message:
      "the NGO I work for as driver during the flood response gave me contract of 6 month, now they say it's finished after 2 month. dem no pay. wetin una fit do",
    intent: "area:contract",
  },
  { message: "Is the Regent road open now after the landslide? I want to travel to see my family", intent: "off-topic" },
  {
    message: "I lost my birth certificate and title deed in the flood. What documents should I bring to the consultation then?",
    intent: "knowledge:What to bring",
  },
  {
    message: "Na me and my pikin dem alone de. One man de come every night de knock door since we move in the burnt house, he say he go rape me. I fraid",
    intent: "safety",
  },
  {
    message:
      "We want to rebuild on our plot at Susan's Bay, but another family claim it. Both of us get documents. Need a land lawyer to check the records at the Lands office",
    intent: "area:land",
  },
  { message: "my son de Pademba road since friday no charge no court, dem carry am after di fire for Kroo Bay", intent: "urgent" },
  { message: "where exactly is your office, I'm coming by poda poda from Kissy", intent: "address" },
  { message: "Cn I cm 2 ur office wed 2 c d lawyer bout my burnt house? pls confm", intent: "booking" },
  { message: "?", intent: "unknown" },
  { message: "I want to write a will now. The mudslide showed me that anything can happen. Please help me with a will", intent: "area:family" },
  { message: "If a title deed burn in a fire, is the land still mine? or can someone else register it?", intent: "legal-question" },
  { message: "Thanks a lot, this really helped", intent: "thanks" },
  { message: "does your firm only do land or also other things", intent: "services" },
  { message: "please which NGO de give zinc for people wey fire burn their house?", intent: "off-topic" },
  {
    message: "My brother is charged with arson for the Susan's Bay fire. He's out on bail. Hearing is at the High Court. We need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "they have held my daughter at the FSU since yesterday, she was in the fight at the rice distribution. she is 17. what do I do",
    intent: "urgent",
  },
  { message: "Kindly give me all the ways to reach your firm. I am in London.", intent: "contact" },
  {
    message: "I want to open a company for building materials since everybody de rebuild after the flood. How to register company with una help?",
    intent: "area:business",
  },
  { message: "ok bye", intent: "goodbye" },
  { message: "How much is the cost for a land title search?", intent: "knowledge:Fees" },
  { message: "how many woman lawyer una get", intent: "team" },
  { message: "Email address please", intent: "email" },
  { message: "Does the councillor have the right to choose who gets relief rice and leave out tenants?", intent: "legal-question" },
  { message: "Please I want appointment with the criminal lawyer Friday morning, my son's case", intent: "booking" },
  {
    message:
      "A container of used clothes for the flood camps fell into the water at the quay when the crane dropped it. We want to make a claim against the stevedoring company, can you act for us?",
    intent: "area:shipping",
  },
  {
    message: "Help me please. My husband's brothers came with cutlass today to chase me from my late husband's house. They said if I stay they will kill me.",
    intent: "safety",
  },
  {
    message: "our community and the construction firm agree to mediation about the drainage that flood our houses. We need a lawyer for the mediation",
    intent: "area:arbitration",
  },
  { message: "What's the best basketball court in Freetown? my team lost its court in the flood", intent: "off-topic" },
  {
    message: "Can you draft a simple agreement between me and a carpenter for rebuilding my house? I don't want what happened after the fire to happen again",
    intent: "area:contract",
  },
  { message: "Are you open on Easter Monday", intent: "hours" },
  { message: "Den bin hol mi padi na di Kroo Bay station sinse yestadey nite, dem se in bin tif relief rais. pls wi nid lawyer", intent: "urgent" },
  {
    message: "Mi sista don die for di flood na Culvert en she lef wan small boy. Di papa no de see am, I wan tek am legally as my pikin. una go help?",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, I write to request an appointment with a lawyer concerning my late brother's estate. He passed in the Regent disaster. Kindly advise of an available date.",
    intent: "booking",
  },
  { message: "Police don surround we house now for Susan's Bay, dem say we hide stolen goods from the fire. Dem de break door", intent: "urgent" },
  { message: "Wetin be the price of bag of rice now for Dove Cot market?", intent: "off-topic" },
  {
    message: "We are tenants. Fire burn the house, landlord rebuild and now say rent go double. Can he do that when our lease still run?",
    intent: "legal-question",
  },
  { message: "Is Hawa Turay the one who does wills and probate? My aunty recommended her", intent: "attorney:Hawa Turay" },
  {
    message: "The lands ministry says the record of our title deed was also lost in their files. We need a lawyer to help re-register our land at Regent",
    intent: "area:land",
  },
  { message: "Di mob de cum for me, dem se I put fire for di market. I de hide inside church now. pls", intent: "safety" },
  {
    message:
      "We own a small fishing vessel at Kroo Bay wharf, it was damaged in the flood and the insurer won't pay. The vessel is registered. Do you take vessel cases?",
    intent: "area:shipping",
  },
  { message: "How late u stay open? I finish work 4.30", intent: "hours" },
  { message: "I want to know how many lawyers work there and what they each do", intent: "team" },
  {
    message: "Bank don call back my loan because my shop burn for Susan's Bay fire. I no fit pay now. I need lawyer for talk to the bank",
    intent: "area:business",
  },
  { message: "How do I apply for the NaCSA cash transfer for flood victims? what website", intent: "off-topic" },
  {
    message: "My wife was taken from the house this morning by police men without uniform. they said she is a suspect in the fire. We don't know which station",
    intent: "urgent",
  },
  {
    message: "After the fire I was accused of looting and the case is in the magistrate court. I have bail. Is there a lawyer who can defend me",
    intent: "area:criminal",
  },
  { message: "Any parking for okada near your office?", intent: "knowledge:Parking" },
  { message: "My mother died in the Regent mudslide without a will. Who inherits her house, me or her second husband?", intent: "legal-question" },
  {
    message: "We got an arbitration award in Ghana against a Sierra Leonean supplier of relief tents. How do we enforce it in Sierra Leone? Need help",
    intent: "area:arbitration",
  },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "I lost my job at the hotel after the flood destroyed it. the boss say no severance because flood na act of God. I de find lawyer for my employment matter",
    intent: "area:contract",
  },
  { message: "I need the phone number, my credit small, quick pls", intent: "phone" },
  { message: "Pls book me for next mon wit the lan lawyer", intent: "booking" },
  { message: "pls wetin i go do wit mold for wall after flood, e de make my pikin cough", intent: "off-topic" },
  {
    message:
      "My husband died in the Kroo Bay fire and his family want to take our children to the village. I want to keep my children. Please help me with custody",
    intent: "area:family",
  },
  {
    message:
      "They detained my father at Wilberforce barracks since yesterday morning because he was at the protest about relief money. Army people. We are afraid",
    intent: "urgent",
  },
  { message: "Do you help fire victims? What services do you offer?", intent: "services" },
  { message: "Una get lawyer wey de talk Mende? Me papa na Mende man, e nor sabi Krio well", intent: "knowledge:Languages spoken" },
  {
    message: "Please I need a conveyancing lawyer, I'm selling my land in Regent because I can't live there after the mudslide, and I want to do it right",
    intent: "area:land",
  },
  {
    message: "The relief money was registered in my late husband's name. Now the NGO says only his brother can collect. Is that legal?",
    intent: "legal-question",
  },
  { message: "una office de near PZ? how I go reach there from Lumley", intent: "address" },
  { message: "ma man de threaten me wit knife since we move for the flood camp. he say if I leave he go kill me. I de hide wit me 2 pikin", intent: "safety" },
  {
    message: "One of our directors used company money meant for fire relief for himself. We are shareholders and want to remove him. Need a business lawyer",
    intent: "area:business",
  },
  { message: "do una get email? I de abroad", intent: "email" },
  { message: "thx", intent: "thanks" },
  { message: "Can you give me a recipe for cassava leaves? lol", intent: "off-topic" },
  { message: "Urgent!! my brother has been in a cell at Ross Road since Monday over the Kroo Bay fire. No charge, no lawyer. Pls call me", intent: "urgent" },
  {
    message:
      "We chartered a boat to carry relief goods to Bonthe after the floods and the owner cancelled. Charter party says he must refund. He refused. Help",
    intent: "area:shipping",
  },
  { message: "what paper dem I for carry for the meeting with una? I get my survey plan and one receipt", intent: "knowledge:What to bring" },
  { message: "Which ways can I get to you? phone, email, WhatsApp?", intent: "contact" },
  { message: "una lawyer dem na how many, en una get woman?", intent: "team" },
  {
    message:
      "Our market association and the city council disagree about the new stalls after the fire. We want mediation instead of court. Can your firm help with that?",
    intent: "area:arbitration",
  },
  { message: "Alright, I'll come back later. Bye", intent: "goodbye" },
  { message: "I want to talk to a lawyer face to face about my land. When can I come?", intent: "booking" },
  {
    message:
      "Supplier agree to deliver 500 bags of cement for rebuilding, he bring 200 only and keep the money. We get written contract. I wan lawyer for collect the rest",
    intent: "area:contract",
  },
  {
    message: "Will the court order the contractor to pay back all the money or just part? He built half the house before the flood washed it away.",
    intent: "legal-question",
  },
  { message: "You people open during lunch time?", intent: "hours" },
  {
    message: "My son is on trial for assault after a fight at the flood camp. Next hearing is in 2 weeks. Can your criminal lawyer take over the case?",
    intent: "area:criminal",
  },
  { message: "Abeg police don tek mi boy from the burnt house at Susan's Bay last nite, dem se e de squat. e still de dem hand", intent: "urgent" },
  { message: "Can you help me with my maths homework? Question 4 is how many litres of water in a flooded room 5m by 4m by 0.5m", intent: "off-topic" },
  {
    message: "Landlord sons don beat my papa this morning because he refuse to leave after the fire. They say they will come back and finish him. Pls help",
    intent: "safety",
  },
  { message: "Good morning. May I know your office hours please question mark", intent: "hours" },
  {
    message:
      "The government demolished houses at Kroo Bay after the fire and took over our plot. We have our conveyance papers. Want a lawyer to fight for our land",
    intent: "area:land",
  },
  {
    message: "Pls pls mi mama de na police station for Kissy since two days, dem se she tek rice wey no be for am at the distribution. she sick",
    intent: "urgent",
  },
  { message: "Can you tell me when the rainy season ends this year?", intent: "off-topic" },
  { message: "can the NGO take back the relief money they gave me because they say I gave wrong address?", intent: "legal-question" },
  { message: "Hello, what areas of law do you practice?", intent: "services" },
  {
    message: "After the mudslide my husband went to live with another woman and left me with the kids in the government camp. I want divorce and maintenance.",
    intent: "area:family",
  },
  { message: "Me brother in law de beat me since my husband die for di flood. Today e push me down. I de fear for my life", intent: "safety" },
  { message: "wan book appointment wit una for my lan case. saturday posible?", intent: "booking", also: ["hours"] },
  {
    message: "Our ship was detained at QE II Quay after the port said the cargo of relief rice was misdeclared. We need a shipping lawyer to get it released",
    intent: "area:shipping",
  },
  { message: "I get one matter", intent: "unknown" },
  {
    message:
      "I run a small company importing zinc. After the fire demand is high and a new partner wants to invest. Need a lawyer for the investment agreement and shares",
    intent: "area:business",
  },
  { message: "Tell me about your lawyers, are they experienced?", intent: "team" },
  { message: "Do you do payment in instalments? the fire burn everything we get", intent: "knowledge:Fees" },
  {
    message:
      "The CID officers just came to my shop and took my husband, they said it's about the Susan's Bay fire. They are driving him now to CID headquarters",
    intent: "urgent",
  },
  {
    message: "police charge my brother with arson but he was at work in Lungi when the fire happen. court next week. need good criminal lawyer",
    intent: "area:criminal",
  },
  { message: "wetin be the best sand bag for block water from enter house?", intent: "off-topic" },
  {
    message:
      "Our construction contract for the flood wall has an arbitration clause. The other side appointed an arbitrator without us. Can you help with the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Am I legally responsible if my kitchen fire spread to my neighbour's house at Kroo Bay? they say I must pay", intent: "legal-question" },
  { message: "hey", intent: "greeting" },
  {
    message: "Can someone review my employment contract with the disaster management agency? they want me to sign a new one with less pay",
    intent: "area:contract",
  },
  { message: "Pls what is your WhatsApp number", intent: "phone" },
  { message: "I drive a big truck, can I park it close to your chambers?", intent: "knowledge:Parking" },
  {
    message:
      "Hello, my mother in Regent lost her house. I'm in Atlanta. I'd like to book a consultation for her to meet a lawyer in person, she can come Thursday.",
    intent: "booking",
  },
  { message: "They have taken my son to Goderich police since last night after the mudslide protest. He is asthmatic. Please", intent: "urgent" },
  {
    message:
      "Before we rebuild, we want someone to check at the Lands Ministry if our plot in Kroo Bay is registered to us, since the deed burned. Can your land lawyer do that?",
    intent: "area:land",
  },
  { message: "Pipul wey de fight for di burnt plot dem don beat my pikin today en dem say di nex one na me. We de hide", intent: "safety" },
  { message: "Whats the address of your office", intent: "address" },
  { message: "Do your lawyers speak Krio? My English not strong", intent: "knowledge:Languages spoken" },
  { message: "Where is the nearest Red Cross clinic in Kroo Bay? my leg wound from the flood is infected", intent: "off-topic" },
  { message: "The landlord said since the fire burned the house the tenancy agreement is ended automatically. Is that true?", intent: "legal-question" },
  {
    message:
      "My late husband and I were not officially married, we lived together 15 years. He died in the Susan's Bay fire. His family want everything. I need help with the inheritance",
    intent: "area:family",
  },
  { message: "I'm a flood victim and I don't know if a lawyer can even help me. What kind of things do you do?", intent: "services" },
  {
    message: "Need help with a bank, they froze our company account after the fire because the signatory died. We can't pay workers.",
    intent: "area:business",
  },
  { message: "ples help di polis de ya na mi os wit gun, dem wan tek mi papa", intent: "urgent" },
  {
    message:
      "Fishing boats from Tombo were swept into the harbour during the floods and one hit our cargo ship. We want to claim damages against the boat owners.",
    intent: "area:shipping",
  },
  { message: "I want to email my documents, is it info@ or consult@?", intent: "email" },
  { message: "how can I get in touch with the firm?", intent: "contact" },
  {
    message: "The construction firm and our landlords association agreed to use an arbitrator for the rebuilding dispute. Can your firm act for us in it?",
    intent: "area:arbitration",
  },
  { message: "Tenki tenki, God go bless una", intent: "thanks" },
  { message: "I'd like to speak to a lawyer by phone this week about the relief money our councillor didn't share. Can we set a time?", intent: "booking" },
  { message: "Is Guma dam water safe to drink after the flood?", intent: "off-topic" },
  {
    message:
      "I sew uniforms. An NGO ordered 300 school uniforms for children of flood victims and cancelled after I bought the material. We have a written order. Help me get my money",
    intent: "area:contract",
  },
  { message: "when does your office open on monday, I want to be first", intent: "hours" },
  {
    message: "They took my husband from our tent at the Regent camp to the barracks yesterday. No one will tell me anything, they don't allow visit.",
    intent: "urgent",
  },
  { message: "my title deed burned in the Kroo Bay fire. Does the photocopy hold in court?", intent: "legal-question" },
  {
    message: "I was given a summons for conduct likely to cause a breach of the peace at the relief distribution. I need a lawyer to go with me to court",
    intent: "area:criminal",
  },
  { message: "Alright, see you later", intent: "goodbye" },
  {
    message:
      "I'm in the flood camp at Culvert and a group of men keep coming to my tent at night saying they will hurt me and my daughter. I'm scared, where do I go",
    intent: "safety",
  },
  { message: "How much does it cost to build a 2 bedroom house in Waterloo now?", intent: "off-topic" },
  { message: "Gud afternoon sir/ma", intent: "greeting" },
  {
    message:
      "I am a councillor and they accuse me of stealing relief money for Ward 399. The ACC invited me for interview next week. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "my husband is at the police station Kissy, they beat him there since yesterday. he was arrested over the fire plot fight", intent: "urgent" },
  { message: "Which radio station announce when NaCSA go share the money for flood people?", intent: "off-topic" },
  { message: "My neighbour built on the drainage and now water floods my house every rain. Can I force him to break it down?", intent: "legal-question" },
  {
    message: "Pls I need help with letters of administration for my papa's estate, he died in the 2017 mudslide and we still never sort it out",
    intent: "area:family",
  },
  {
    message: "I want to come in with my 3 brothers to see the lawyer together about our family land that flood spoil. Can we book for Friday?",
    intent: "booking",
  },
  {
    message:
      "Our family land at Kaningo is shared by 5 brothers. After the flood took half, they are fighting over the other half. We want a lawyer to help divide it properly",
    intent: "area:land",
  },
  { message: "r u open in d evenin after 5", intent: "hours" },
  {
    message: "I hear say dem go come burn my house tonight like dem burn di odas for Susan's Bay. Dem don write am for my door. Wetin I go do",
    intent: "safety",
  },
  { message: "Do I need to bring the police report of the fire and my ID card to the consultation?", intent: "knowledge:What to bring" },
  {
    message: "We are a company limited by guarantee and want to change our directors after 2 of them died in the mudslide. Need company secretarial help",
    intent: "area:business",
  },
  { message: "My niece was taken by police in Kroo Bay 3 hours ago, she is only 14, accused of setting the fire. They won't let us see her", intent: "urgent" },
  { message: "Is Fatmata Kamara the senior partner? I heard she handles divorce, I want to know more about her", intent: "attorney:Fatmata Kamara" },
  {
    message: "Relief rice we bought from India arrived wet and rotten. Bill of lading say clean on board. We want to claim against the shipping line",
    intent: "area:shipping",
  },
  { message: "What's the exchange rate for pounds to leones today? I want to send money to my family after the fire", intent: "off-topic" },
  {
    message: "Our supplier in Ghana and us agreed to arbitration in Freetown over goods that burned in transit. Can your arbitration partner represent us?",
    intent: "area:arbitration",
  },
  { message: "My uncle took the rice the NGO gave for my late father's children and sold it. Is that a crime?", intent: "legal-question" },
  {
    message:
      "I rent a generator to a company doing clean-up after the flood. Contract say 3 month, they return it after 1 month broken and won't pay. Need help",
    intent: "area:contract",
  },
  { message: "Do you have lawyers who specialise in land matters? how many", intent: "team" },
  { message: "wetin una de do exactly", intent: "services" },
  { message: "Wetin be una price for help me get back my lost title deed?", intent: "knowledge:Fees" },
  { message: "Please my daughter's husband is beating her right now in the next room, since the flood they live with us. I can't stop him", intent: "safety" },
  { message: "Dem don carry mi pikin go Juvenile after the fire, since yesterday dem no let am go home. He na 13", intent: "urgent" },
  { message: "what's the best way to reach you guys", intent: "contact" },
  { message: "Since the fire my husband has taken the children to his mother's and won't let me see them. I want custody back", intent: "area:family" },
  { message: "Wetin be cause for Regent mudslide? na deforestation?", intent: "off-topic" },
  {
    message: "My son was released on bail for a break-in at a burnt shop. I want a lawyer for his trial and to see the police statement",
    intent: "area:criminal",
  },
  { message: "Send me the number I can call", intent: "phone" },
  { message: "If I rebuild on the plot at Kroo Bay now and the court later says it's not mine, will I lose the house I built?", intent: "legal-question" },
  { message: "Can I see a lawyer today afternoon? and where una office de?", intent: "booking", also: ["address"] },
  {
    message:
      "Someone forged papers for my father's land at Regent after the original deed was lost in the mudslide and they are now selling plots. Need a land lawyer to stop the sales and prove our ownership.",
    intent: "area:land",
  },
  { message: "is info@kamarachambers.sl the right email?", intent: "email" },
  { message: "Is your office near the Cotton Tree?", intent: "address" },
  { message: "They just came and arrested my father at the market, say na him start fire. I dey follow the police vehicle now", intent: "urgent" },
  { message: "I need a plumber to fix my toilet the flood damaged, any number?", intent: "off-topic" },
  { message: "Much appreciated, thank you", intent: "thanks" },
  {
    message:
      "My business partner died in the flood and his widow wants his shares paid out. Our company has no money after the floods. Need a business lawyer to handle it",
    intent: "area:business",
  },
  { message: "Is it safe to leave my car on Siaka Stevens Street while I'm in the meeting?", intent: "knowledge:Parking" },
  { message: "Sir", intent: "unknown" },
  {
    message:
      "We were charterers of a tanker and the ship was delayed at the port because of flood damage to the berth. Owners claim demurrage. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Goodnight", intent: "goodbye" },
  { message: "My ex is outside the gate shouting he go kill me since I take the relief money for the children. I locked the door", intent: "safety" },
  {
    message:
      "We want an arbitration clause in our rebuilding contract so if there's a fight we don't go to court, and someone to mediate if problems come. Can your arbitration people help?",
    intent: "area:arbitration",
  },
  {
    message: "Na wetin I go do? police hold my husband since yesterday at Lumley station for the land fight after the fire, dem want money for bail",
    intent: "urgent",
  },
  {
    message:
      "Please review this: the NGO wants me to sign a contract as community mobiliser for the flood response, no salary written. Need a lawyer to look at it before I sign",
    intent: "area:contract",
  },
  { message: "whats the capital of guinea? homework", intent: "off-topic" },
  { message: "Since our house was flooded and unlivable for three months comma can we refuse to pay rent for those months", intent: "legal-question" },
  { message: "Is it possible to make an appointment with a lawyer on Wednesday at 2pm?", intent: "booking" },
  { message: "Are you open at 8 am?", intent: "hours" },
  { message: "Do you help with things like land, family and criminal cases? I have a lot of problems after the flood", intent: "services" },
  {
    message:
      "Bonjour, I am a Guinean trader with a registered business in Freetown. My stock burned in the Susan's Bay fire. I need help with my company papers and my bank loan.",
    intent: "area:business",
  },
  {
    message: "police don tek my husband since 2day morning for Mountain Cut. dem se e bin de fight wit di landlord wey wan drive we. e de station now",
    intent: "urgent",
  },
  { message: "How do I report a blocked gutter to the Freetown City Council?", intent: "off-topic" },
  { message: "My father left the land to me in his will but my brothers say the will burned so it doesn't count. Are they right?", intent: "legal-question" },
  { message: "Does the firm have enough lawyers to take on a big case with many families?", intent: "team" },
  { message: "The land owner wants to give us a 10 year lease to rebuild after the fire. Can a lawyer prepare the lease properly?", intent: "area:land" },
  { message: "Dem de shout for me outside say na me bring di fire. I lock mysef inside wit me pikin dem. Stone de nack di roof", intent: "safety" },
  {
    message: "I'd like to book a meeting with your team to discuss a group case for 20 families who lost their homes in the Regent mudslide.",
    intent: "booking",
  },
  { message: "Does anyone at your office speak French? My husband only speaks French", intent: "knowledge:Languages spoken" },
  { message: "I want to divorce my husband. Since the flood he drinks and does not support the children. We had a church wedding", intent: "area:family" },
  { message: "is d office open tmrw, im coming from bo", intent: "hours" },
  {
    message:
      "My brother was arrested last night at Susan's Bay for a fight over rebuilding, he is still at the police station. They say he will go to court on Monday",
    intent: "urgent",
  },
  {
    message: "My small cargo boat was seized by the port authority after the fire at the wharf, they say it blocked the rescue. Need help to get it back",
    intent: "area:shipping",
  },
  { message: "Is there any free school for the children who lost their uniforms and books in the flood?", intent: "off-topic" },
  {
    message: "My brother was convicted for the Kroo Bay fire and we think the judgment is wrong. We want to appeal. Do you handle criminal appeals?",
    intent: "area:criminal",
  },
  {
    message: "After the mudslide my husband's family want me to marry his brother or leave the house. Do they have the right to force me?",
    intent: "legal-question",
  },
  {
    message:
      "We are a youth group and the council gave us a contract to clean gutters before the rainy season but they never paid us. We have the contract. Help us get our money",
    intent: "area:contract",
  },
  { message: "pls", intent: "unknown" },
  { message: "Morning", intent: "greeting" },
  {
    message:
      "Our insurance policy says disputes go to arbitration. The insurer is refusing the claim for our burnt warehouse. We want to start arbitration, can you?",
    intent: "area:arbitration",
  },
  { message: "Do you only work in Freetown or also in the provinces? what cases do you take?", intent: "services" },
  { message: "Meeting tomorrow: what should I bring? I have the NGO card and a letter from the councillor", intent: "knowledge:What to bring" },
  { message: "dem don put my sister in cell for Waterloo since tuesday, she de cry, dem say she tif for di relief store", intent: "urgent" },
  { message: "Our company got a contract to supply rice to NaCSA but the bank won't release the guarantee. Need a banking lawyer", intent: "area:business" },
  { message: "Can I use your chat to check if my name is on the list for the flood relief money?", intent: "off-topic" },
  { message: "Number to call pls, urgent land matter", intent: "phone" },
  { message: "If the landlord doesn't rebuild within a year after the fire, can I take the plot to recover my advance rent?", intent: "legal-question" },
  { message: "Book me for appointment pls, my name is Abu, land case at Regent", intent: "booking" },
  {
    message: "My stepfather keeps threatening my mum and me since we moved into his house after the flood. Last night he hit her with a belt. We are scared.",
    intent: "safety",
  },
  {
    message: "Please I need a land lawyer. My neighbour moved the boundary pillars after the mudslide, and now says part of our compound is his.",
    intent: "area:land",
  },
  { message: "Kindly send all your contact details, phone and email", intent: "contact" },
  { message: "Merci beaucoup, tenki for the answer", intent: "thanks" },
  {
    message: "We are looking after my late sister's children since the mudslide. The school says we need legal guardianship. Can you help?",
    intent: "area:family",
  },
  {
    message: "Help my father collapsed in the cell at Kroo Bay police. he has been there since Saturday over the fire. they won't take him to hospital",
    intent: "urgent",
  },
  { message: "can u translate this text to english for me it's from my cousin in Conakry", intent: "off-topic" },
  { message: "Which days does the office work?", intent: "hours" },
  {
    message:
      "I am being investigated for fraud over the relief money list I prepared for the ward. Police asked me to report on Thursday. I want a lawyer with me",
    intent: "area:criminal",
  },
  { message: "The NGO promised in writing to build us a house after the fire but now says no funds. Can we sue them and win?", intent: "legal-question" },
  { message: "Wetin be una email", intent: "email" },
  {
    message: "Shipment of zinc for the fire victims arrived short, 200 bundles missing. Port and shipping line blame each other. Need cargo claim lawyer",
    intent: "area:shipping",
  },
  { message: "Is the first consultation free? We are fire victims. And can I come tomorrow?", intent: "knowledge:Fees", also: ["booking"] },
  {
    message: "we get award from arbitration but the other side go court to set it aside. Need arbitration lawyer to defend the award",
    intent: "area:arbitration",
  },
  { message: "I'm a journalist writing about the Kroo Bay fire. What kind of legal help does your firm provide to victims?", intent: "services" },
  { message: "Bye for now", intent: "goodbye" },
  { message: "Best way to dry wet school books after flood?", intent: "off-topic" },
  {
    message: "Officers came with a list and took 5 men from our street in Kroo Bay tonight, my husband among them. we don't know where they went",
    intent: "urgent",
  },
  {
    message:
      "I work as a security guard at the flood relief warehouse. They cut my salary by half and say if I complain I'm fired. Is there a lawyer for employment matters?",
    intent: "area:contract",
  },
  {
    message:
      "I'm hiding at my friend's house because the men who grabbed our plot say they'll kill me if I go to court. They came to my house with machetes last night.",
    intent: "safety",
  },
  { message: "Hi, could I get a slot with a lawyer this Thursday afternoon regarding my late mum's house in Kissy?", intent: "booking" },
  {
    message:
      "Good day. The Ministry relocated us to Mile 6 after the mudslide but gave no documents. Now someone says the plot is his. We need a lawyer to help us get proper title.",
    intent: "area:land",
  },
  { message: "my husband don threaten me wit fire, e say e go burn me like di house burn. I de run go my mama os now", intent: "safety" },
  { message: "Plis help police dem arrest mi uncle na Regent today for build for the danger zone, dem de hold am na Regent station now", intent: "urgent" },
  { message: "How do I make my phone waterproof for rainy season? it got wet in the flood", intent: "off-topic" },
  { message: "Please set up a consultation for me with your family lawyer. I'm available any day next week.", intent: "booking" },
  { message: "Wusai I go park when I come una office? en una open Saturday?", intent: "knowledge:Parking", also: ["hours"] },
  {
    message: "The councillor wrote my name as dead on the mudslide list so he can collect my share. Is that a crime, and what will happen to him?",
    intent: "legal-question",
  },
  {
    message: "My husband died in the flood. I need help to get his pension and bank money for me and the children. His family say they are the ones to collect",
    intent: "area:family",
  },
  { message: "Mon to Fri only? or also weekends?", intent: "hours" },
  { message: "List your lawyers and their positions pls", intent: "team" },
  {
    message: "Our fishing canoe and nets were destroyed when a vessel anchored badly during the storm at Kroo Bay. We want to claim from the ship owner.",
    intent: "area:shipping",
  },
  { message: "police de beat my boy now for Kroo Bay junction, dem put am for di van", intent: "urgent" },
  {
    message:
      "I'm in the US. I want to invest in a rebuilding business in Freetown with a local partner. Need a lawyer to set up the company and shareholders agreement.",
    intent: "area:business",
  },
  { message: "Ibrahim Jalloh is he your criminal lawyer? my pastor said he is good", intent: "attorney:Ibrahim Jalloh" },
  { message: "Tell me a joke, I'm tired of this flood wahala", intent: "off-topic" },
  {
    message:
      "My son is wanted by police because of the fight at the fire site. He is at home. We want a lawyer to take him to the police station and handle it.",
    intent: "area:criminal",
  },
  { message: "My birth certificate burned in the fire. Without it, can I still claim my father's land as his son?", intent: "legal-question" },
  {
    message:
      "We are in a dispute with a foreign NGO over a construction contract for flood shelters. Contract says ICC arbitration. Can your firm handle international arbitration?",
    intent: "area:arbitration",
  },
  { message: "Hello good afternoon to you", intent: "greeting" },
  { message: "Pls I need a supply agreement drafted. I'm selling bags of rice to the relief agency every month", intent: "area:contract" },
  {
    message: "some boys are threatening my family because we reported them for stealing relief rice. they threw stones at our house this evening. we scared",
    intent: "safety",
  },
  { message: "Which languages do your lawyers speak?", intent: "knowledge:Languages spoken" },
  { message: "Pls dem hold my wife at the CID since yesterday because of the relief money list, no water no food", intent: "urgent" },
  { message: "Do you handle cases against the government after a disaster?", intent: "services" },
  { message: "Need a lawyer to fight an eviction from our family land at Dwarzark after the mudslide. Some relatives want to sell it.", intent: "area:land" },
  { message: "Where can I buy cheap mattress and blankets after the fire?", intent: "off-topic" },
  { message: "Oh ok thank you very much", intent: "thanks" },
  { message: "Can I make appointment to see the shipping lawyer? our cargo problem", intent: "booking" },
  { message: "If I sign the land over to my cousin for him to rebuild, can I get it back later?", intent: "legal-question" },
  {
    message: "My mother left a will before she died in the Regent mudslide. My siblings want to contest it. I'm the executor. Need help with probate",
    intent: "area:family",
  },
  { message: "Abeg, dem don tek mi broda from mi shop na Kissy Road tiday, dem se e hide stolen relief rice, e de na dem cell now", intent: "urgent" },
  { message: "How do I find your office? I've never been to Siaka Stevens Street", intent: "address" },
  { message: "Can I call you? what number", intent: "phone" },
  {
    message:
      "My landlord came with his boys and pulled me outside and beat me because I asked for my advance back after the fire. They said next time is worse.",
    intent: "safety",
  },
  {
    message:
      "The board of our traders cooperative used relief funds for private loans. We want to change the rules and remove the chairman. Need advice on governance",
    intent: "area:business",
  },
  { message: "For the probate meeting what should I bring? death certificate from the mudslide, ID?", intent: "knowledge:What to bring" },
  { message: "is the office open public holidays like Independence Day?", intent: "hours" },
  { message: "how do I contact you if I don't have internet question mark", intent: "contact" },
  { message: "How can I get a new NASSIT card? mine lost in the flood", intent: "off-topic" },
  {
    message:
      "Can arbitration be used for a dispute between two trading companies at Susan's Bay over goods burned in the shared store? We'd like to avoid court",
    intent: "area:arbitration",
  },
  { message: "Ok I'll call tomorrow, bye", intent: "goodbye" },
  {
    message: "My father is locked up at Kroo Bay police since yesterday, they say he beat the man who started the fire. he is old and diabetic",
    intent: "urgent",
  },
  { message: "Could you tell me briefly what your firm does? Looking for help for my mum after the fire", intent: "services" },
  { message: "I have a court date for a charge of malicious damage at the burnt market stall. Looking for a criminal lawyer", intent: "area:criminal" },
  {
    message:
      "My employer, a construction company, didn't pay overtime for the emergency work after the floods. My contract says overtime paid. I want a lawyer",
    intent: "area:contract",
  },
  { message: "The NGO asked us to sign that we won't sue them if the new houses collapse. Is that legal?", intent: "legal-question" },
  { message: "Di man wey claim we lan kam wit gun today, e say if we nor comot e go kill all of we. Abeg", intent: "safety" },
  { message: "Una de handle customs case? Our container of relief clothes held at the port because of wrong HS code.", intent: "area:shipping" },
  { message: "Help me write a proposal to an NGO for a flood-resistant house project", intent: "off-topic" },
  {
    message: "I'm in Accra, coming home next month. I want to book a meeting with the land lawyer about our family plot that burned at Kroo Bay",
    intent: "booking",
  },
];
