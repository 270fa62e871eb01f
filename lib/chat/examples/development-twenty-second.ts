import type { LabelledMessage } from "./labelled-message";

// 400 long, messy Freetown law-firm chat messages (stories with the point at the end, double questions, Krio/English, heavy typos). Writers: Mariatu, 52, pepper trader at Kenema market, voice-typing long Krio stories on a cheap phone; Alhaji Sorie, 67, retired civil servant in Bo, formal letter style; Tejan, 20, FBC student, SMS shorthand and slang; Aminata, 38, nurse in London, anxious English with Krio and two questions at once; Foday, 41, okada rider in Makeni, cracked screen, dropped vowels and Krio; Christine, 29, accountant at a Freetown import firm, rambling office stories; Pa Santigie, 63, boat owner in Tombo, Krio dictated to his grandson; Isha, 45, shop owner in Lumley, impatient, capitals and stacked questions.

export const DEVELOPMENT_TWENTY_SECOND: LabelledMessage[] = [
  { message: "whats the average salary of a lawyer in sierra leone? thinking of switching from accounting", intent: "off-topic" },
  {
    message: "I'm in Rotterdam shipping goods to Freetown regularly and need a local lawyer for disputes at the port and with customs",
    intent: "area:shipping",
  },
  { message: "Kindly indicate your consultation fee.", intent: "knowledge:Fees" },
  {
    message:
      "Sir/Madam, my nephew, a second year student at Njala University, was detained yesterday at the Mile 91 police post following a road accident involving his motorcycle. He remains in custody up to this hour and the officers have not indicated when he will be released. I humbly request urgent legal representation.",
    intent: "urgent",
  },
  {
    message: "dem arest mi fishaman dem na sea bikos dem se dem nor get lisens, dem kari dem go Goderich stesin, e don pas 10 awa. wi nid una tide tide",
    intent: "urgent",
  },
  { message: "is it a proper team there or just one lawyer doing everything lol", intent: "team" },
  { message: "How do I register to vote for the next elections, where is the NEC office in Bo?", intent: "off-topic" },
  { message: "udat win di match yestade, Leone Stars o dem?", intent: "off-topic" },
  { message: "do you have whatsapp? i'm abroad and calling is expensive", intent: "phone" },
  { message: "are you hiring? I need work as a driver, any company is fine, I have licence for 6 years", intent: "off-topic" },
  {
    message:
      "my friend was arrested at Lungi airport this morning coming back from Conakry, immigration and police are holding him in a room there, he called me from someone's phone. what do we do, can a lawyer go to the airport?",
    intent: "urgent",
  },
  { message: "thx", intent: "thanks" },
  { message: "mi boy dem hol am fo 4 de naw na polis, dem nor gi am bel, dem nor kari am go kot, dem jus se wet. e nor rayt", intent: "urgent" },
  {
    message: "di lan wahala don bad, polis dem kam tide hol mi broda Musa en kari am go Bo, dem se tumara na mi dem go kam fo. a de fred bad",
    intent: "urgent",
  },
  { message: "weather in freetown this weekend? planning lumley beach on saturday", intent: "off-topic" },
  { message: "usay a fit get una, a nor get data ol di tem", intent: "contact" },
  {
    message:
      "Madam, my daughter's husband was taken by the police yesterday evening from their residence at Tengbeh Town. He has not been released and we are told he may be moved. I do not know the procedure. Kindly instruct me as to what should be done.",
    intent: "urgent",
  },
  { message: "number to call pls, quick", intent: "phone" },
  { message: "wich network bes na provins, Orange o Africell, mi data de finis kwik", intent: "off-topic" },
  { message: "whats the email for consultations", intent: "email" },
  { message: "bye", intent: "goodbye" },
  { message: "police invited me for questioning next week about a theft at my office, I want a lawyer to come with me", intent: "area:criminal" },
  { message: "can i talk to someone in Mende", intent: "knowledge:Languages spoken" },
  { message: "is the office still open now? its 4:30 and im stuck in traffic at Kissy Road, should i even bother coming", intent: "hours" },
  { message: "I need to sit down with someone about setting up my company properly, can we meet this week?", intent: "booking", also: ["area:business"] },
  { message: "a wan mek apointmnt fo tok bot mi papa in lan na Bo, di famili de kwarel", intent: "booking", also: ["area:land"] },
  {
    message:
      "my new employment contract has some weird clauses, like I can't work anywhere in SL for 3 yrs after. I want a lawyer to look at it before I accept",
    intent: "area:contract",
  },
  { message: "wan man de tret mi fo di okada moni, e se e go kot mi if a nor pe tumara, e get gang dem na Makeni, dem de wach mi os", intent: "safety" },
  { message: "we're a family of 9 siblings and we want to divide our father's land properly so nobody fights later, need help", intent: "area:land" },
  {
    message:
      "mi man de bit mi evri nyt sins a bon di las pikin, a bin de tinap am bot tide e tek bele se e go kil mi. a de ayd na mi sista os wit di pikin dem naw en e de kol mi fon. wetin a go du",
    intent: "safety",
  },
  { message: "Good day.", intent: "goodbye" },
  { message: "write me a cover letter for a job at Rokel bank, i have a degree in accounting", intent: "off-topic" },
  { message: "hello how do I book to see someone? I work shifts at the hospital when I'm home so late afternoon would be best", intent: "booking" },
  { message: "is Isatu Bangura good with shipping matters? our agent recommended her", intent: "attorney:Isatu Bangura" },
  { message: "a nor sabi wetin fo tok", intent: "unknown" },
  { message: "tenki", intent: "thanks" },
  { message: "who are the lawyers at your firm? I'd like to know who I'm dealing with before I send anything", intent: "team" },
  {
    message:
      "he's been in police custody since last night in Bo, his phone is off and they keep telling his wife to come back tomorrow. We need a lawyer now, not tomorrow",
    intent: "urgent",
  },
  { message: "buk mi fo mondey, a go kam wit mi wef", intent: "booking" },
  { message: "parking near siaka stevens st? its always full", intent: "knowledge:Parking" },
  { message: "do you do land registration at the ministry of lands, and surveys?", intent: "area:land" },
  { message: "aw di bodi", intent: "greeting" },
  { message: "how do I get hold of somebody real there, not a bot", intent: "contact" },
  {
    message: "im hiding in my room, the police are downstairs asking my landlady for me, they say somebody reported me for something. what do i do",
    intent: "urgent",
  },
  { message: "goods missing from my container when we opened it, the seal was broken, half my fabrics gone. who do i talk to?", intent: "area:shipping" },
  { message: "wetin na di dola rayt tide na makit?", intent: "off-topic" },
  { message: "email pls", intent: "email" },
  {
    message:
      "Respected Sir, having served thirty-two years in the civil service, am I entitled to a gratuity in addition to my pension, or is one paid in lieu of the other?",
    intent: "legal-question",
  },
  {
    message: "Hi, I'm in the diaspora (Germany) and I want to register a company in Sierra Leone to import solar panels. Do you do that remotely?",
    intent: "area:business",
  },
  { message: "can i book a consultation for friday afternoon? after 2 if possible", intent: "booking" },
  {
    message: "Kindly provide me with the recipe for cassava leaf stew as it is prepared in the Bo style, for my daughter-in-law who is a foreigner.",
    intent: "off-topic",
  },
  { message: "my wife's brothers are at the gate saying they will kill me because of the divorce, they are banging the gate right now", intent: "safety" },
  { message: "a de go naw, wi go tok", intent: "goodbye" },
  { message: "my tenant hasn't paid in 8 months and refuses to leave, he even changed the locks. need help getting him out", intent: "area:land" },
  { message: "supplier delivered bad cement, the contract has a warranty, need help making a claim", intent: "area:contract" },
  { message: "u tink a go win if a kari di man we nak mi okada go kot? e nor wan pe fo di damej en a get witnes", intent: "legal-question" },
  { message: "aw mos fuel de fo wan lita naw na Fritong?", intent: "off-topic" },
  { message: "a wan si lawyer satide monin, una de opin satide?", intent: "booking", also: ["hours"] },
  { message: "wi nor wan go kot, wi wan sidom tok wit di oda kompni en sabi pesin na di midul. una de du dat?", intent: "area:arbitration" },
  {
    message: "I'm trying to figure out if you're the right firm for our company and for a personal thing as well, what do you specialise in?",
    intent: "services",
  },
  { message: "wich nomba a fo kol? mi fon nor get kredit bot a go bay", intent: "phone" },
  { message: "need a distribution agreement for my products in Kenema and Bo, with a local distributor", intent: "area:contract" },
  { message: "looking for someone to run an arbitration for a construction dispute, road project, 2 companies", intent: "area:arbitration" },
  { message: "what is your phone number", intent: "phone" },
  { message: "aw mos una de charj fo konsultashon? a nor get boku moni", intent: "knowledge:Fees" },
  { message: "my son was convicted last month in Freetown, we want to appeal. do you handle that?", intent: "area:criminal" },
  {
    message:
      "Dear Sir, my late brother died intestate in 2021 and his widow is now claiming the entire house at Bo as her own. As the eldest surviving brother, and given that the property was built on family land, am I not entitled to a share under the law?",
    intent: "legal-question",
  },
  { message: "I want to sue the police for illegal detention, last month they held me 5 days without charge", intent: "area:criminal" },
  {
    message:
      "Dear Madam, my consignment of used vehicles has been detained by the port authorities at the Quay since the 3rd instant. I seek your assistance in securing its release.",
    intent: "area:shipping",
  },
  { message: "contact info pls", intent: "contact" },
  { message: "wetin dem tin una de ep pipul wit, mi granpa wan no", intent: "services" },
  { message: "what documents should I bring to the first meeting", intent: "knowledge:What to bring" },
  { message: "are u people open on public holidays like independence day on the 27th or is everything shut", intent: "hours" },
  { message: "i want to write a will so my children don't fight after im gone, i have 2 houses and a shop", intent: "area:family" },
  { message: "I'm diaspora, I inherited family land at Regent and want to get it surveyed and registered in my name properly", intent: "area:land" },
  { message: "I'm a foreign investor looking at putting money into a Sierra Leone bank, need local legal support for the investment", intent: "area:business" },
  { message: "wich bank de gi bes lon fo okada bizness, a wan bai tu mo", intent: "off-topic" },
  { message: "Kindly advise which papers I must present at the initial consultation.", intent: "knowledge:What to bring" },
  {
    message:
      "Our vessel's master and chief engineer were taken off the ship by police at Queen Elizabeth II Quay this afternoon and are being held at the port police post. We need counsel to attend immediately, please.",
    intent: "urgent",
  },
  { message: "can I send documents by email? which address", intent: "email" },
  { message: "una lawyer dem de tok Krio? mi Inglish nor tu gud", intent: "knowledge:Languages spoken" },
  { message: "Could you let me know the names of your lawyers and their areas? My mum is old and I want to choose well for her", intent: "team" },
  { message: "dem de bit wan ol uman na di jokshon naw naw, pipul dem se na wich, dem go kil am, wetin fo du", intent: "safety" },
  { message: "di man we rent mi kanu nor pe fo 5 mont. a fit sel in tin dem fo kol mi moni o a go get wahala?", intent: "legal-question" },
  {
    message:
      "Somebody is stalking my daughter in Freetown, sending her pictures of herself walking to school and saying she will disappear. I'm in Maryland. Who do we contact urgently, police? you?",
    intent: "safety",
  },
  {
    message: "the contractor has started arbitration over our unpaid invoices, we got the notice today, we need someone to represent us",
    intent: "area:arbitration",
  },
  {
    message:
      "How many years must a family live on a land before it becomes theirs if nobody challenged them? We have been on it since 1990 and now someone has papers",
    intent: "legal-question",
  },
  { message: "shud i bring evrything or just the contract", intent: "knowledge:What to bring" },
  {
    message: "One of our crew members was charged with smuggling after a port inspection, he's out on bail now and needs criminal counsel",
    intent: "area:criminal",
  },
  {
    message:
      "I just got a voice note from my sister in Bo, police have held her husband since Tuesday and they haven't taken him to court, today is Friday. I'm abroad so I can't go. Can someone from your office go to the station, like today, not next week? And how do I pay you from the UK?",
    intent: "urgent",
  },
  { message: "mi kompin borro mi moni wit pepa we wi ol tu sain, naw e de ayd, a wan ep", intent: "area:contract" },
  { message: "is ur office near the cotton tree? i get lost in town", intent: "address" },
  {
    message:
      "Dear Sir, I have been receiving repeated threatening telephone calls from persons connected with a land dispute in Bo, stating that they will harm me and members of my household. The most recent call was received one hour ago. I should be grateful for guidance on what must be done for our safety.",
    intent: "safety",
  },
  { message: "ok bye for now", intent: "goodbye" },
  { message: "Is it possible to see Christiana Thomas next week? It's about my employment contract which I have to sign by the 30th", intent: "booking" },
  {
    message:
      "my neighbour is standing outside my house right now with a cutlass shouting that he will cut me over the boundary, my children are inside with me",
    intent: "safety",
  },
  {
    message: "mi papa don day las mont, naw mi anti dem de tek evri tin, di fridj, di kar, dem se dem go sel di os. a nid ep fo di propati",
    intent: "area:family",
  },
  { message: "exchange rate pound to leones today pls, i want to send money home for school fees", intent: "off-topic" },
  {
    message: "I want to see a lawyer about getting a divorce, we married in church in 2014 and separated 2 years ago. When is the earliest appointment?",
    intent: "booking",
    also: ["area:family"],
  },
  {
    message: "di pipul dem we de fet fo di lan don kam wit stik en kotlas na wi vilej, dem bit mi broda bad, dem se dem go kam bak tunait fo di res",
    intent: "safety",
  },
  {
    message:
      "I'm in the UK and my brothers sold our father's land in Waterloo without my signature, I only found out from Facebook. Is that sale even valid, and can I stop it from here?",
    intent: "legal-question",
  },
  { message: "di man we a de sel rays to nor pe fo 4 mont, wi get agrimen we wi sain, ep mi fo kol mi moni", intent: "area:contract" },
  {
    message: "can you help with the bank loan documentation for my company? the bank said they need a lawyer's letter and board resolution",
    intent: "area:business",
  },
  { message: "do you offer legal aid for people who can't pay, my mum is a widow", intent: "knowledge:Fees" },
  { message: "Dear Sir, kindly state the hours during which your chambers is open to members of the public, as I intend to travel from Bo.", intent: "hours" },
  {
    message:
      "na mi granpa Pa Santigie tel mi fo rait dis. marine polis dem don hol in boat boy dem tri sins yestade ivintem na Tombo, dem se dem de fish na di wrong say, dem nor lef dem yet en dem nor gi dem it. abeg sen lawyer",
    intent: "urgent",
  },
  { message: "i don't know how to start", intent: "unknown" },
  { message: "okada fit drop mi rayt na una get?", intent: "knowledge:Parking" },
  { message: "how do I apply for a UK visitor visa for my mum, what documents does she need", intent: "off-topic" },
  { message: "ok lef am so, bay", intent: "goodbye" },
  { message: "can you mediate between two business partners? we just want a neutral person to help us split things fairly", intent: "area:arbitration" },
  { message: "can I book a video call consultation from London? I'm on GMT so mornings your time work", intent: "booking" },
  {
    message: "me and my brothers are fighting over the family business since papa died, we don't want court, we want mediation, someone neutral",
    intent: "area:arbitration",
  },
  { message: "im doing a school project on the sierra leone constitution, can u list all the chapters n what each one is about", intent: "off-topic" },
  { message: "tell me a joke about lawyers lol", intent: "off-topic" },
  { message: "hi what services do u offer", intent: "services" },
  { message: "Please could you draft a short sermon on forgiveness and reconciliation for Sunday's service?", intent: "off-topic" },
  { message: "who is the current chief justice of sierra leone and how old is he? for a quiz", intent: "off-topic" },
  {
    message: "we'd prefer to settle quietly out of court with our supplier rather than a big case, do you handle that kind of thing?",
    intent: "area:arbitration",
  },
  { message: "plz help wit letters of administration for my mums estate, she died in 2022 no will", intent: "area:family" },
  { message: "mi granson go kari mi kam na una ofis, a wan tok wit lawyer fes to fes. wetin de a fo kam?", intent: "booking" },
  {
    message: "The charterer terminated early and refuses to pay hire for the remaining period. We are the owners. Need assistance please",
    intent: "area:shipping",
  },
  { message: "my baby father refuses to pay school fees or anything since she turned 3, I need help getting maintenance from him", intent: "area:family" },
  { message: "a wan divos mi man, e nor de kam os agen, e nor de it na os, a don taya", intent: "area:family" },
  { message: "udat na di lawyer dem, a wan no dem nem", intent: "team" },
  {
    message:
      "There is a crowd in front of my shop in Lumley accusing my shop boy of stealing a phone, they are threatening to beat him and burn the shop. I've locked the door. PLEASE what do I do",
    intent: "safety",
  },
  { message: "wetin tem una de lok di ofis?", intent: "hours" },
  { message: "do your lawyers speak Temne? my mother doesn't speak English and she's the one with the problem", intent: "knowledge:Languages spoken" },
  {
    message: "demurrage charges are killing us honestly, the port now says we owe 40 million, I think it's wrong, need a lawyer to deal with them",
    intent: "area:shipping",
  },
  { message: "polis de na wi do rayt naw dem se dem kam fo arest mi papa, e de insay, mi mama de kray, wetin wi fo du, abeg ansa kwik", intent: "urgent" },
  { message: "need help registering my small biz, i sell phone accessories by the campus n want it official", intent: "area:business" },
  { message: "list ur lawyers n wat they do pls", intent: "team" },
  {
    message:
      "whats the procedure if someone is detained right now? my uncle was picked up like an hour ago at aberdeen, we need somebody to go with us to the station",
    intent: "urgent",
  },
  { message: "kushe", intent: "greeting" },
  {
    message: "clearing agent took my money 2 months ago and the container still not cleared at the quay, he no longer picks my calls",
    intent: "area:shipping",
  },
  { message: "do you handle cargo claims against international shipping lines?", intent: "area:shipping" },
  { message: "Kindly provide your electronic mail address so that I may forward my letter.", intent: "email" },
  { message: "what's the best way to get in touch with the firm from abroad, I'm in London and calls are expensive", intent: "contact" },
  { message: "do i need to bring my id or anything", intent: "knowledge:What to bring" },
  { message: "is malaria treatment free at government hospitals for children under 5?", intent: "off-topic" },
  { message: "una de ep pipul we get kes na kot? mi broda in kes de start nex wik na Makeni", intent: "area:criminal" },
  {
    message: "Kindly assist with an application to set aside an arbitral award issued last month, which we believe was procedurally flawed.",
    intent: "area:arbitration",
  },
  { message: "I am a law student at FBC, can you help me answer this tort question on Rylands v Fletcher, it's due friday", intent: "off-topic" },
  { message: "Is Fatmata Kamara still practising? She handled my sister's matter years ago.", intent: "attorney:Fatmata Kamara" },
  {
    message: "quick question, is adoption by a foreigner allowed in SL? my husband is Nigerian and we want to adopt my niece and take her to London",
    intent: "legal-question",
  },
  { message: "how can i reach u guys if this chat thing stops working", intent: "contact" },
  { message: "Kindly provide your contact details.", intent: "contact" },
  { message: "Do you do annual returns and company secretary work? Our last company secretary retired", intent: "area:business" },
  { message: "sam man dem kam na wi os na Tombo yestade nyt bit mi boy fo boat moni, dem se dem go kam bak fo mi en mi wef. a nor sleep", intent: "safety" },
  { message: "abeg a wan mit wan lawyer, wen a fit kam?", intent: "booking" },
  {
    message: "can my brother in law claim the house because he paid for the roof?? the land belonged to my late husband, he is saying half is his now",
    intent: "legal-question",
  },
  {
    message:
      "my brother is in a cell at Ross Road right now and they want him to sign a statement he didn't even write, he called me from the officer's phone. please someone pick up, what's your number",
    intent: "urgent",
  },
  { message: "can i pay in instalments? i don't have the full amount at once, i'm a student", intent: "knowledge:Fees" },
  {
    message:
      "mi man lef mi 3 yia naw, e go mared oda uman na Bo, e nor de sen wan kobo fo di pikin dem skul fees. a wan mek e de pe fo dem. una fit ep mi wit dat?",
    intent: "area:family",
  },
  { message: "wetin una de du na dis ofis? mi neba se una de ep pipul wit kes bot a nor sabi wich kayn", intent: "services" },
  {
    message:
      "hi quick one, my cousin just texted that he's been arrested in Makeni and they're planning to transfer him to Freetown tonight. can a lawyer meet him when he arrives, and which station would they take him to?",
    intent: "urgent",
  },
  { message: "play a judge and sentence my friend for eating my jollof without asking lol, guilty!!", intent: "off-topic" },
  { message: "a de kam frm Tombo, ow a go fen una ofis na tong?", intent: "address" },
  { message: "who's the head of the firm and who else works there?", intent: "team" },
  { message: "My cousin said you people only do big company work but my matter is small. What kind of cases do you actually take?", intent: "services" },
  {
    message: "our container has been stuck at Queen Elizabeth II Quay for a month, customs keep saying one more document, we need help",
    intent: "area:shipping",
  },
  { message: "I need help with arbitration proceedings against a construction firm that abandoned our hotel project", intent: "area:arbitration" },
  { message: "can i come in tomorrow to see a lawyer? anyone who's free is fine", intent: "booking" },
  {
    message:
      "abeg una ep mi, dis monin polis dem kam na wi os na Kenema, dem tek mi broda Sahr, dem nor tel wi wetin e du, dem jus push am na di pikop en go. a folo dem go na di stesin bot dem nor gri mek a si am. e stil de insay. wetin a fo du naw naw",
    intent: "urgent",
  },
  { message: "ow a fit rich una, a nor sabi rayt fayn", intent: "contact" },
  {
    message:
      "Bit of a long story. We supplied office furniture to a company in March, they paid half and now they say the chairs were not the right colour. The contract has an arbitration clause. Can we still go straight to court instead, or are we stuck with arbitration?",
    intent: "legal-question",
  },
  {
    message:
      "Kindly assist. Our employee was detained this morning by customs officers and police at the Quay while clearing a container on our behalf. He is still in their custody and has not been told why.",
    intent: "urgent",
  },
  {
    message: "dem kam tek mi pikin na skul, na polis, e jus 16 yia, dem se e bin de na fet. mi nor de Fritong, a de Kenema. abeg una go de fo mi",
    intent: "urgent",
  },
  { message: "una de wok sonde afta chech?", intent: "hours" },
  { message: "i was beaten by police during an arrest last year, they released me after 3 days. i want to file a human rights case", intent: "area:criminal" },
  { message: "so I usually finish at the office around 4 and traffic from Kissy is crazy, what time do you close on fridays?", intent: "hours" },
  { message: "can u help me wit maths homework, simultaneous equations, 2x + y = 7 n x - y = 2", intent: "off-topic" },
  { message: "mining company owes us for haulage, the contract says arbitration in Freetown, we need counsel", intent: "area:arbitration" },
  { message: "aw mos lawyer una get na di ofis?", intent: "team" },
  { message: "usay a fo pak mi kar?", intent: "knowledge:Parking" },
  { message: "hw much 2 see lawyer", intent: "knowledge:Fees" },
  {
    message:
      "bro dem jus arrest my roommate for di protest ting by the clock tower, like 20 mins ago, dem trow am inside pickup. pls who we fi call rn, he get asthma",
    intent: "urgent",
  },
  { message: "mi boy in kes de na kot fo jamba, e de na bel naw, wi nid lawyer", intent: "area:criminal" },
  { message: "got a court summons for traffic offence wit my okada, magistrate court monday, a nid lawyer", intent: "area:criminal" },
  {
    message:
      "my business partner is running the company alone and hasn't called a board meeting in 2 years, I don't even see the accounts. I need help with this",
    intent: "area:business",
  },
  { message: "can u translate this to French for me: 'the agreement is hereby terminated', its for my cousin", intent: "off-topic" },
  {
    message: "I keep getting death threats on WhatsApp since I reported my boss for stealing company funds, today they sent my house address in Kissy",
    intent: "safety",
  },
  { message: "wi wan rayt agrimen fo wi okada dem, 10 bayk, pipul de ray am fo wi en pe evri wik", intent: "area:contract" },
  { message: "what is the capital of Guinea, i have a bet with my friend, loser buys lunch", intent: "off-topic" },
  { message: "my neighbour moved the beacon at night and took about 10 feet of my plot, now he's building", intent: "area:land" },
  { message: "wan gang don kam na wi os se dem wan tek mi gyal pikin go bush fo di sosayti, dem se if wi nor gri dem go kam wit fos tunait", intent: "safety" },
  { message: "e de tret mi se e go kil mi if a tok to ennibodi, na mi stepfada, a 17 yia. a de rayt dis na mi fren in fon", intent: "safety" },
  { message: "need a lease drawn up for my shop in Lumley, 5 years, the owner wants everything in advance", intent: "area:land" },
  {
    message: "Can you write a short poem for my sister's law school graduation? Something about her fighting for justice, she will love it",
    intent: "off-topic",
  },
  {
    message: "pls cal mi bak, mi broda de na cel sins las nyt, polis se e go stey de til mondey bifo dem kari am go kot. a nor no wetin fo du",
    intent: "urgent",
  },
  { message: "u get imel? mi granson go sen di pepa dem", intent: "email" },
  {
    message:
      "my late husband's family came this afternoon and chased me and my children out of the house with sticks. we are sleeping at the church tonight, the pastor is helping. what do I do",
    intent: "safety",
  },
  { message: "im locked in the bathroom, my husband is drunk and breaking things, he said he will finish me tonight", intent: "safety" },
  { message: "if mi man mared anoda wef di kontri we, e get rayt fo tek mi pikin dem frm mi?", intent: "legal-question" },
  { message: "hello are you open over christmas week or closed till january? I fly in on the 20th", intent: "hours" },
  { message: "sambodi don bil na mi lan na Waterloo wen a nor bin de, a bin de Kenema fo 2 yia. a wan ep fo get mi lan bak", intent: "area:land" },
  {
    message: "Dear Madam, I seek your assistance in enforcing an agreement for the supply of timber which the buyer has breached by refusing to take delivery.",
    intent: "area:contract",
  },
  {
    message:
      "Hi, our storekeeper was picked up by police from our warehouse at Kissy about an hour ago, something about missing bags of sugar. He's a good guy honestly. I'd like a lawyer present before they make him write any statement, can someone call me back please",
    intent: "urgent",
  },
  { message: "explain the difference between civil law and common law systems for my essay, 500 words pls", intent: "off-topic" },
  {
    message: "We want to arrest a vessel that owes us for bunker supply. It is currently berthed at Freetown port and may sail this week.",
    intent: "area:shipping",
  },
  { message: "a de na stesin naw wit mi son, dem nor gri mek a si am, dem se na big man oda. a don sidom ya sins monin. wetin a fo du", intent: "urgent" },
  { message: "my family land in Bo is being sold piece by piece by one uncle without telling anybody, we need help stopping him", intent: "area:land" },
  { message: "hi there", intent: "greeting" },
  { message: "mi papa in famili se as uman a nor get rayt to di lan na Moyamba. na so di lo se fo tru?", intent: "legal-question" },
  { message: "una opin tide? a de na Kenema bot mi broda go kam na una ofis fo mi if una opin", intent: "hours" },
  {
    message:
      "My business partner just sent me a message that he knows where my kids go to school and I will see what happens if I don't drop the case. Honestly I'm shaking typing this",
    intent: "safety",
  },
  {
    message:
      "they holding my boyfriend at Waterloo police since last night, they said he beat somebody but he was with me the whole time!! we need to get him out tonight, please",
    intent: "urgent",
  },
  { message: "Good morning", intent: "greeting" },
  {
    message: "do you handle child custody when one parent is abroad? my ex took our daughter to the US on holiday and hasn't brought her back",
    intent: "area:family",
  },
  { message: "I was charged with fraud last month, released on bail, and now need a lawyer for the trial", intent: "area:criminal" },
  { message: "???", intent: "unknown" },
  { message: "am i allowed to secretly record my landlord when he threatens me, and can i use the recording in court?", intent: "legal-question" },
  { message: "our board is fighting over dividends every meeting, we need someone to help us sort out our corporate governance", intent: "area:business" },
  {
    message:
      "my cousin was falsely accused of rape, the case is in court now and he is on bail. we need a strong defence lawyer, the girl's family is powerful",
    intent: "area:criminal",
  },
  {
    message:
      "soja dem na di chekpoint bit mi kompin smol en tek am go barak, e de de sins 4 oklok, dem tek in fon. a nor no ples fo go. una get lawyer we go go de?",
    intent: "urgent",
  },
  { message: "ok so", intent: "unknown" },
  { message: "tenki bad bad, God bless una", intent: "thanks" },
  { message: "wetin na una fon nomba? a wan mek mi pikin kol una", intent: "phone" },
  { message: "i need help enforcing an arbitration award, the other side is just ignoring it", intent: "area:arbitration" },
  { message: "mi bele de at mi sins monin, wetin a go tek", intent: "off-topic" },
  { message: "need a charter party reviewed before we sign, vessel coming from Abidjan end of month", intent: "area:shipping" },
  { message: "a bai lan na Tombo, a pe ol, bot di man sel am to anoda pesin bak. ep mi", intent: "area:land" },
  { message: "mi fishin boat dem hol am na waf fo pepa wahala, a wan ep fo get am bak, na am a de it from", intent: "area:shipping" },
  {
    message:
      "my landlord came with some boys this evening and said if I am not out by tonight they will beat me, they already broke the door and took my gas cylinder",
    intent: "safety",
  },
  { message: "wich lawyer dem de na una ofis, dem sabi wok?", intent: "team" },
  { message: "wich fish de get bes pris na Tombo waf dis wik, bonga o snapa? mi granpa wan no", intent: "off-topic" },
  {
    message: "mi landlord wan rayz di ren tu tem insay wan yia, fes tem na jenwari en naw e se frm mach e go ad agen. dis tin lijal?",
    intent: "legal-question",
  },
  { message: "if mi papa nor rayt wil bifo e day, udat go get di os, mi o mi anti dem?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I intend to incorporate a limited liability company for the export of cocoa and coffee from the Kenema district. Kindly advise whether your chambers can handle the incorporation and related matters.",
    intent: "area:business",
  },
  {
    message: "please i need help, my uncle touches my little sister when mummy goes to the market, she is 10. i don't know who to tell, he is in the house now",
    intent: "safety",
  },
  {
    message: "Dear Sir, my nephew was sentenced at the High Court in Bo to seven years. We wish to pursue an appeal. Does your firm handle criminal appeals?",
    intent: "area:criminal",
  },
  {
    message: "we did customary marriage only, no church, no court. now he says he wants to divorce me and marry again. can you help me with that process?",
    intent: "area:family",
  },
  {
    message: "our ship crew are owed 4 months wages and the owner has disappeared, the vessel is still at anchor. can your firm help?",
    intent: "area:shipping",
  },
  {
    message: "my wife left with the kids to her village near Kabala and won't let me see them or even talk on the phone. I want proper access to my children",
    intent: "area:family",
  },
  { message: "a de wan start fish bizness wit tu boat, wi wan rejista am as kompni so bank go gi wi lon", intent: "area:business" },
  { message: "is it legal for customs to hold my container for more than 3 weeks without giving any reason in writing?", intent: "legal-question" },
  { message: "before I explain everything, what are your fees? my last lawyer took my money and did nothing", intent: "knowledge:Fees" },
  {
    message: "we'd like a consultation about a damaged shipment, 40 bags of cement came wet, next tuesday if there is space",
    intent: "booking",
    also: ["area:shipping"],
  },
  { message: "open on easter monday? my only free day", intent: "hours" },
  {
    message: "I want to buy land in Lakka, the seller seems nice but my aunt got burnt before. Can you do a title search first before I pay anything?",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, we hold an arbitral award against a company registered in Freetown which it has refused to honour for eight months. We seek your assistance in its enforcement.",
    intent: "area:arbitration",
  },
  { message: "PLEASE my sister's boyfriend is beating her in the compound right now and everybody is just watching", intent: "safety" },
  {
    message:
      "soldiers are in our compound in Wellington right now asking for my brother, they're saying they will take him with them, he is hiding in the back. what do we do??",
    intent: "urgent",
  },
  { message: "a wan mek mi wil bifo a go haj dis yia, a get 7 pikin en tri os", intent: "area:family" },
  {
    message:
      "dem hol mi wef na polis stesin, dem se na shi tif di moni fo di osusu na makit, e don tu de naw, mi pikin dem de kray fo dem mama. a nor get moni bot abeg ep mi",
    intent: "urgent",
  },
  { message: "yo can i pull up n see a lawyer after my lectures thurs like 3ish", intent: "booking" },
  { message: "are your lawyers experienced? how many partners do you have, because the last firm gave my case to a junior", intent: "team" },
  { message: "r u guys open late any day? i finish work at 5 and ur office is across town", intent: "hours" },
  {
    message:
      "my ex keeps showing up at my work and at night outside my house, yesterday he had a knife in his pocket and showed it to me. I am honestly terrified to go home tonight",
    intent: "safety",
  },
  { message: "how many episodes in suits season 5 lol I'm watching it to prepare for law school", intent: "off-topic" },
  { message: "how do I contact you? I'm not always near a computer", intent: "contact" },
  { message: "what are your working hours? i'm coming down from Bo by poda poda and want to reach before you close, it takes like 5 hours", intent: "hours" },
  {
    message:
      "they took my dad from his shop at 6am this morning, we have checked two stations already and nobody will say where he is. I'm in Atlanta and I'm literally going crazy here, please help us find him",
    intent: "urgent",
  },
  { message: "what areas of law do u cover, i need to know before i waste my data typing my whole story", intent: "services" },
  { message: "my employer changed my contract terms without telling me, salary lower, more hours, need help", intent: "area:contract" },
  { message: "MY LANDLORD LOCKED MY SHOP THIS MORNING, he say I owe 2 months which is a lie, all my goods inside. can u help", intent: "area:land" },
  {
    message: "we want to restructure the company and bring in a new investor from Ghana, who at your firm handles that kind of thing?",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir, kindly furnish me with a list of the services your chambers provides, so that I may determine whether my matter falls within your remit.",
    intent: "services",
  },
  { message: "Kindly provide a telephone number for the chambers.", intent: "phone" },
  { message: "kushe o, aw una de", intent: "greeting" },
  { message: "bill of lading problem, the consignee name is wrong and the port won't release the container to us", intent: "area:shipping" },
  { message: "hellooo", intent: "greeting" },
  { message: "Does the firm conduct consultations in Limba?", intent: "knowledge:Languages spoken" },
  { message: "need someone to review a supply contract before we sign on monday, the other side drafted it and it's 30 pages", intent: "area:contract" },
  { message: "a wan bring boat frm Gini kam Tombo, di pot en kustom pepa dem, una de ep wit dat?", intent: "area:shipping" },
  { message: "salaam alaikum", intent: "greeting" },
  {
    message:
      "my husband left me on the road at night in Makeni with the baby after we fought, I have no money and he took my phone, this is a stranger's phone",
    intent: "safety",
  },
  { message: "ok tnk u", intent: "thanks" },
  { message: "what does Kamara Chambers handle? saw your sign on Siaka Stevens", intent: "services" },
  { message: "client refuses to pay our invoice, contract says payment in 30 days, it's now 6 months. what can you do?", intent: "area:contract" },
  { message: "di lan we mi papa bai na 1998, tu pipul de kam naw se na dem yon, wi nid pesin fo chek di pepa dem", intent: "area:land" },
  { message: "I need a good tailor in Freetown for an ankara suit for a wedding, any recommendations?", intent: "off-topic" },
  {
    message:
      "So this morning we were doing stock count at the office and around 10 the police came with two men from the port, they arrested our clearing agent and our warehouse supervisor and drove them to Eastern Police. It's now 3pm, they are still there and the officers are asking for 'settlement' before we can even see them. We need a lawyer there today, who do I call?",
    intent: "urgent",
  },
  {
    message:
      "the police are at my gate with a paper they say is a warrant for my husband. He is inside. I don't even know if the paper is real, they won't let me read it. please tell me who to call right now",
    intent: "urgent",
  },
  { message: "dem se okada nor fo ron na sentral Fritong, if dem kech mi dem fit kari mi go kot o na fayn nomo?", intent: "legal-question" },
  { message: "do you have any female lawyers? my mum would be more comfortable talking to a woman", intent: "team" },
  { message: "r u open during ramadan same hours or u close early for iftar", intent: "hours" },
  { message: "do you do all kinds of law or just some? like is there anything you don't do", intent: "services" },
  { message: "which lawyer handles what over there? I want to know who I'd be talking to", intent: "team" },
  { message: "can I reserve a slot for a first meeting, what days do you have free", intent: "booking" },
  {
    message:
      "yo so my guy Mo got picked up by police at the junction by fbc like 2hrs ago, we was just standing there waiting for keke, they said loitering or smth. he still dey cell at congo cross rn n they wont tell us nothing. wat do we do pls",
    intent: "urgent",
  },
  {
    message:
      "our new housegirl just told me her former madam burns her with a hot iron when she makes mistakes. she ran to us tonight and the woman is driving around looking for her",
    intent: "safety",
  },
  { message: "aw mos wan bag rays de naw na Kenema makit? las wik e bin de 600", intent: "off-topic" },
  { message: "where's your office located, is it downtown", intent: "address" },
  { message: "what should i bring for the first meeting, i have like a bag full of papers", intent: "knowledge:What to bring" },
  { message: "Please can you draft an employment contract for my new staff, 3 shop girls and a driver", intent: "area:contract" },
  {
    message:
      "Long story but my late father had a will, we all saw it, and now my uncle is hiding it and says there was none. We need help sorting out the estate.",
    intent: "area:family",
  },
  { message: "is there parking at your office", intent: "knowledge:Parking" },
  { message: "mi pikin in kes de na kot na Kenema fo tif, dem gi am bel, a nid lawyer fo di kes", intent: "area:criminal" },
  { message: "can I whatsapp you instead of calling? what's the number", intent: "phone" },
  { message: "our joint venture has a dispute with the Chinese partner, we want ADR, not litigation, for confidentiality", intent: "area:arbitration" },
  { message: "IS THIS FIRM FOR BIG BUSINESS PEOPLE ONLY or normal people too? i just have a small shop", intent: "services" },
  { message: "Is there a secure place to park? I shall be driving from Bo.", intent: "knowledge:Parking" },
  {
    message: "so the cargo finally arrived and 200 bags of cement are wet and hard as stone, the shipping line is ignoring my emails. need help with a claim",
    intent: "area:shipping",
  },
  { message: "wat r my rights if da landlord locks my room n keeps my stuff cuz i owe 1 month? my laptop in there n exams next wk", intent: "legal-question" },
  { message: "pls a nid apointmnt wit lawyer dis wik, enitem", intent: "booking" },
  { message: "di bank se if a nor pe di lon dem go sel mi os. dem fit du dat witout kot?", intent: "legal-question" },
  { message: "they released my husband on bail last week but the case is still going on, we need someone for the court dates", intent: "area:criminal" },
  {
    message: "someone accused me of stealing and reported me to police. I haven't been arrested but I want a lawyer before they call me",
    intent: "area:criminal",
  },
  {
    message:
      "Ok so this is crazy, police just walked into our office and took our managing director in their vehicle, they didn't even say what the charge is. I'm the accountant and everyone is looking at me. What is the quickest way to get a lawyer to him?",
    intent: "urgent",
  },
  { message: "schedule me in for wednesday 2pm pls", intent: "booking" },
  { message: "mi bos hol mi selari 3 mont naw, e se bizness nor go fayn. e lijal fo de du dat?", intent: "legal-question" },
  { message: "what time does the ferry to Lungi leave tomorrow morning, is the sea coach better", intent: "off-topic" },
  { message: "heyy", intent: "greeting" },
  { message: "can my ex landlord keep my whole deposit because of small cracks in the wall that were there before i moved in", intent: "legal-question" },
  {
    message:
      "can a wife inherit her husband's property under customary law in the provinces, or does it automatically go to his family? my mum is in this situation in Kailahun",
    intent: "legal-question",
  },
  { message: "a wan kam si lawyer tumara monin, wetin tem a fo kam, a de kam frm Kenema so a go rich lyk 11", intent: "booking" },
  {
    message: "We won an arbitration in London (LCIA) and need to enforce the award against the other side's assets in Sierra Leone",
    intent: "area:arbitration",
  },
  { message: "appreciate it", intent: "thanks" },
  { message: "wich de dem una de opin? mondey to satide?", intent: "hours" },
  { message: "mi kontena de na pot, dem se a fo pe big big moni fo taks bifo dem lef am, abeg ep mi", intent: "area:shipping" },
  {
    message:
      "so i worked at this supermarket 4 yrs, yesterday the manager just said dont come back, no letter no nothing. can they just sack me like that without notice?",
    intent: "legal-question",
  },
  { message: "Can you help us with adopting a child from an orphanage in Makeni? We've been fostering her for 2 years already", intent: "area:family" },
  {
    message:
      "im writing from my aunties phone. they locked up my mum at the police station since yesterday because the landlord said she owes rent. she is still there and she's diabetic",
    intent: "urgent",
  },
  { message: "can my driver drop me at the door, I have a bad knee", intent: "knowledge:Parking" },
  {
    message: "My ex-husband wants to take our son to Guinea for the holidays. Does he legally need my permission, and can I stop him if he just goes?",
    intent: "legal-question",
  },
  { message: "we're a foreign company opening a branch office in Freetown and need help with registration and compliance", intent: "area:business" },
  { message: "thank you so much", intent: "thanks" },
  { message: "boundri wahala wit mi neba na Makeni, e bil fens pas in plot en tek mi say", intent: "area:land" },
  { message: "if di navy hol fishin boat, ow long dem fit kip am bifo dem charj di ona?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I wish to commence proceedings in respect of the custody of my grandchildren, whose mother has travelled abroad and left them in the care of persons unknown to the family. Does your firm undertake such matters?",
    intent: "area:family",
  },
  {
    message: "what happens legally if a director takes money from the company account without board approval? can he actually go to jail for that?",
    intent: "legal-question",
  },
  { message: "later", intent: "goodbye" },
  {
    message: "WILL I WIN if I sue my former partner for taking the company car? the receipts are in my name but the car is registered to the company",
    intent: "legal-question",
  },
  { message: "Are you open on Saturdays? I work all week at the hospital when I'm home", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I write with the utmost urgency. My son Abubakarr was arrested at about eleven o'clock last night by officers of the Bo Central Police Division and, as I write this message, he remains in their custody without any charge being communicated to the family. I am an old man and unfamiliar with the procedure. Kindly advise what I must do immediately.",
    intent: "urgent",
  },
  { message: "If I sign a land document only as a witness, am I liable if the sale later turns out to be fraudulent?", intent: "legal-question" },
  { message: "I am most grateful for your assistance.", intent: "thanks" },
  { message: "una de du evri kayn kes o na sam nomo?", intent: "services" },
  {
    message: "pls help me write a speech on justice for our debate at fbc tmrw, like 2 mins, our side is 'justice delayed is justice denied'",
    intent: "off-topic",
  },
  { message: "ep!! mi papa dem hol am na Kenema sins wenezde, dem se na dayamon kes, dem nor de gi am it sef, na wi de kari it go", intent: "urgent" },
  {
    message: "a company owes me 30 million for goods delivered in January, we have a signed agreement, they keep saying next week. need help collecting",
    intent: "area:contract",
  },
  { message: "we need NDAs and consultancy contracts for our tech startup, like 5 consultants", intent: "area:contract" },
  { message: "do I need an appointment or can I just walk in and see somebody on monday?", intent: "booking" },
  {
    message:
      "MY SON HAS BEEN AT LUMLEY POLICE STATION SINCE FRIDAY NIGHT AND TODAY IS SUNDAY!!! they say he stole from his boss, nobody will let me see him or bring him food. what can you people do and how fast??",
    intent: "urgent",
  },
  { message: "do you do criminal defence? my friend has an assault case coming up", intent: "area:criminal" },
  { message: "can I come at lunchtime or does everybody go for lunch and close the office", intent: "hours" },
  { message: "wetin a fo bring wen a kam? ol mi pepa dem?", intent: "knowledge:What to bring" },
  { message: "Kindly state your physical address.", intent: "address" },
  { message: "mi en mi kompin wan opin bizness togeda, rays en oil, wi nid di pepa dem fo am. una de du dat?", intent: "area:business" },
  {
    message:
      "Is a verbal agreement binding in Sierra Leone? Our supplier is saying we never signed anything so he doesn't have to deliver the rest of the order",
    intent: "legal-question",
  },
  { message: "di tu kompni we wi get de kwarel, wi wan pipul fo mit wi midul en sot am bifo e go kot", intent: "area:arbitration" },
  {
    message: "I would like to meet with a lawyer regarding my late husband's estate and his will. Please give me a date.",
    intent: "booking",
    also: ["area:family"],
  },
  {
    message:
      "roughly how much maintenance will the court order him to pay for 2 children? he earns about 5 million a month at the mining company and I'm a nurse",
    intent: "legal-question",
  },
  {
    message:
      "my sister died last year and left 2 kids with our mum in Freetown. I want to adopt them legally and bring them to the UK with me, do you handle this kind of thing?",
    intent: "area:family",
  },
  {
    message: "my husband is marrying a second wife and now wants me out of the house, I need help with divorce and making sure I keep the kids",
    intent: "area:family",
  },
  { message: "A WAN CHANJ MI BIZNESS NEM EN AD MI PIKIN AS DIREKTA, usay a fo go, una de du am?", intent: "area:business" },
  { message: "which email do i use to send stuff, the scans are big", intent: "email" },
  {
    message: "Hi, I'd like to set up a consultation for our company, ideally Monday morning, there'd be 3 of us attending, me, the MD and our finance manager",
    intent: "booking",
  },
  { message: "can you prepare a loan agreement between me and my cousin? it's a big amount and I want it properly done", intent: "area:contract" },
  {
    message: "PLS HELP polis hol mi okada n hol mi sef na makeni stesin, a de sen dis wit mi fren fon, dem se dem go lok mi til monde if a nor pe",
    intent: "urgent",
  },
  {
    message: "need help checking if the land I'm renting is actually owned by the guy collecting rent, someone else came saying it's theirs",
    intent: "area:land",
  },
  {
    message:
      "Good evening. I am writing on behalf of my neighbour, whose daughter was detained by the CID this afternoon in connection with an alleged fraud at her workplace. She has not been permitted to speak with any member of her family or with counsel. Would it be possible for one of your lawyers to attend at the station this evening?",
    intent: "urgent",
  },
  {
    message:
      "We need a shareholder agreement drafted for four partners in a new logistics company, we've been arguing about who controls what so we want it on paper",
    intent: "area:business",
  },
  { message: "how do I get to your office from Lumley? I'll take a keke", intent: "address" },
  { message: "Good afternoon Sir/Madam.", intent: "greeting" },
  { message: "Hawa Turay, is she the one for wills?", intent: "attorney:Hawa Turay" },
  {
    message: "Hi, I'm looking for help with a divorce. We married in church in 2012, he moved to the US in 2019 and we haven't lived together since.",
    intent: "area:family",
  },
  { message: "polis don hol mi na cel, mi fren gi mi in fon smol, dem se a go pe 500 tauzin bifo dem lef mi. a nor du natin", intent: "urgent" },
  { message: "wer u guys at", intent: "address" },
  { message: "is there anyone who speaks French? our partner is from Guinea", intent: "knowledge:Languages spoken" },
  {
    message:
      "We have a dispute with a supplier over a generator contract and the contract has an arbitration clause. We need someone to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "hmm", intent: "unknown" },
  { message: "what is your email address? I want to send the documents tonight", intent: "email" },
  { message: "what languages do you speak", intent: "knowledge:Languages spoken" },
  { message: "if polis stop mi okada en a nor get lisens, dem fit tek di okada fo evri?", intent: "legal-question" },
  {
    message: "Dear Sir, I require assistance with the conveyancing of a property at Hill Station which I intend to purchase from a retired colleague.",
    intent: "area:land",
  },
  { message: "dem trow mi en mi tri pikin na do dis nyt, mi man in famili se di os na dem yon, wi de na strit naw, ren de kam", intent: "safety" },
  { message: "eh", intent: "unknown" },
  { message: "a wan sel mi jenereta, 5kva, una no pesin we wan bai?", intent: "off-topic" },
  { message: "who is Ibrahim Jalloh, what does he do? someone at church mentioned him", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "one of our shareholders wants to sell his shares to an outsider, we need the paperwork done properly so it doesn't blow up later",
    intent: "area:business",
  },
  { message: "Please arrange for me to meet Mr Conteh some time this month. I shall travel from Bo.", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, I should be most grateful if an appointment could be arranged for me to consult one of your learned counsel on Thursday of next week, at any time convenient to the chambers.",
    intent: "booking",
  },
  { message: "write a love letter for my girl, she vex wit me since sunday, make it sweet", intent: "off-topic" },
  { message: "Please could you recommend a good secondary school in Bo for my grandson who is coming from Kono?", intent: "off-topic" },
  { message: "Kindly introduce your team of advocates and their respective specialisations.", intent: "team" },
  { message: "wat tym u opn in d mornin, i wan pass b4 class", intent: "hours" },
  {
    message:
      "I signed a 2 year tenancy and paid everything in advance, now after 8 months the owner wants me out to give the place to his cousin from America. Can he do that?",
    intent: "legal-question",
  },
  {
    message: "my gf is pregnant and her family says i must marry her or they take me to court, can they force me legally?? im still in school",
    intent: "legal-question",
  },
  { message: "gimme ur fone no", intent: "phone" },
  { message: "ok thanks a lot, that helps", intent: "thanks" },
  { message: "how to make pepper soup with fresh fish, my husband's mother is visiting", intent: "off-topic" },
  { message: "i want to end a service contract with our cleaning company properly so they can't come back and claim", intent: "area:contract" },
  { message: "my brother got bail yesterday, his case is at the magistrate court next week. we need a defence lawyer", intent: "area:criminal" },
  { message: "startup wit my frenz, app for keke booking, need to register it n sort out who owns wat %", intent: "area:business" },
  { message: "do you do mediation? me and my ex business partner want to settle this without going to court", intent: "area:arbitration" },
  { message: "lost my title deed when the house burnt in 2020, need help getting a replacement", intent: "area:land" },
  {
    message:
      "Please, my daughter's husband beats her and this evening he locked her in the room and took her phone, she sent me a message from the neighbour's phone. I am in the UK. I don't know who to call in Freetown, please who do I call",
    intent: "safety",
  },
  {
    message:
      "Hello, sorry for the long message, I'm in London. My cousin just called me crying from Freetown that soldiers came to my uncle's house in Waterloo this afternoon and took him in a jeep, nobody knows where they carried him, they didn't show any paper. Please is there anybody from your office who can go and find out today? I can pay from here",
    intent: "urgent",
  },
  {
    message:
      "contractor took 80 million to build my house in Kissy and disappeared after the foundation. we had a written agreement. I'm in London, can you help?",
    intent: "area:contract",
  },
  { message: "what is the population of Freetown now", intent: "off-topic" },
  {
    message:
      "I'll be in Freetown from the 10th to the 24th next month for my mum's memorial. Can I schedule a meeting with a lawyer during that time, preferably the first week?",
    intent: "booking",
  },
  { message: "mi fon skrin brok, usay a fit fiks am chip na Makeni", intent: "off-topic" },
  { message: "so what exactly do you guys do, like criminal, land, all of it??", intent: "services" },
  { message: "usay una ofis de? a de kam frm Makeni tumara", intent: "address" },
  {
    message: "mi kompin dem hol am na Congo Cross sins tu nyt, dem se dem go kari am go Pademba, wi nor sabi wetin fo du. una get lawyer we fit go naw?",
    intent: "urgent",
  },
  { message: "give me di lyrics for Emmerson song Borbor Belleh", intent: "off-topic" },
  {
    message:
      "ok so some guys been following me from campus for like 3 days and tonight they waited outside my hostel gate, they said they will deal with me cuz of something i posted. i'm scared to go out",
    intent: "safety",
  },
  { message: "best hotel near lungi airport? flight is early morning", intent: "off-topic" },
];
