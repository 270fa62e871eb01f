import type { LabelledMessage } from "./labelled-message";

// Visitors around Sierra Leone's hospitals, clinics, pharmacies and healers: unpaid or dismissed nurses and cleaners, families held over bills, pharmacists and relatives at police stations, deaths after operations, clinic leases and registration, and health questions the firm cannot answer. Writers: Aminata, 34, a Connaught Hospital nurse in Freetown who mixes Krio and English on a cracked Android between shifts; Mohamed, 22, a student in Bo who types in fast SMS shorthand; Mrs Yabom Sesay-Williams, 58, a retired matron in Wilberforce who writes formal, courteous letters; Alhaji Sorie, 65, a Makeni trader whose grandson types for him with heavy typos and dropped vowels; Kadiatu, 28, a clinic cleaner in Kenema who writes panicked Krio fragments; Dr Emmanuel Cole, 45, a Lumley clinic owner who is brisk and businesslike; Isata, 40, a care worker in London writing long worried stories about family at home; Foday, 31, a drug-store owner in Waterloo, angry and mixing Krio with English.

export const DEVELOPMENT_FIFTY_EIGHTH: LabelledMessage[] = [
  { message: "wetin una de charj", intent: "knowledge:Fees" },
  { message: "need a consultation asap about my dad's hospital bill, they now want to take his land for it", intent: "booking" },
  { message: "gi mi una fon nomba", intent: "phone" },
  {
    message: "Our container of hospital equipment has been held at Queen Elizabeth II Quay for 6 weeks. Customs want more duty than we agreed. Can you help?",
    intent: "area:shipping",
  },
  { message: "Does anyone there speak French? My husband is from Guinea", intent: "knowledge:Languages spoken" },
  {
    message: "Can my employer deduct the cost of a broken hospital monitor from my salary without asking me? It was not even me who dropped it",
    intent: "legal-question",
  },
  {
    message: "Can you help us with arbitration against the software company that built our hospital records system? It never worked",
    intent: "area:arbitration",
  },
  { message: "dem hold am. na kissy. since yestade. hospital wahala", intent: "urgent" },
  { message: "Do you have a lawyer who knows about pharmacies and company matters?", intent: "team" },
  {
    message: "the hospital is refusing to release my father's body until we pay the balance. can they do that by law? the burial is supposed to be friday",
    intent: "legal-question",
  },
  { message: "biznes fet wit mi patna fo di pharmacy. wi bot gri fo mediation. wetin una de charge?", intent: "area:arbitration", also: ["knowledge:Fees"] },
  {
    message:
      "Dear Madam, my late husband was a medical doctor and left property and children from two marriages. We require assistance in administering the estate fairly.",
    intent: "area:family",
  },
  {
    message: "I've been accused of stealing from the hospital where I clean. Police invited me to come on Monday for questioning. I want a lawyer with me",
    intent: "area:criminal",
  },
  {
    message:
      "My husband left me after I lost the baby at the hospital and now he has moved in with another woman. I want a proper divorce. Can your firm help?",
    intent: "area:family",
  },
  {
    message:
      "Abeg una help me, dem carry mi broda go Central Police since yestade nite afta di fight na Connaught Hospital. Dem nor gree release am, dem nor even tell we wetin e do",
    intent: "urgent",
  },
  {
    message: "is it legal for the clinic to not pay us nurses for 4 months and still say we must come to work or lose the job?",
    intent: "legal-question",
    also: ["area:contract"],
  },
  { message: "Where is your office?", intent: "address" },
  { message: "mi en mi broda wan start pharmacy biznes. wi wan du di papers korekt from di start", intent: "area:business" },
  { message: "Which herbs does a traditional healer use for fever? My grandma swears by them and I want to try", intent: "off-topic" },
  { message: "Bye", intent: "goodbye" },
  { message: "I was sacked from my hospital cleaning job with no notice after 6 years. I want help", intent: "area:contract" },
  { message: "God bless una", intent: "thanks" },
  {
    message:
      "People in the community say I am a witch because patients died after coming to my herbal place. They burned my hut this evening and are looking for me. I'm hiding in the bush",
    intent: "safety",
  },
  { message: "number to call pls", intent: "phone" },
  { message: "I have to go back to the ward now, bye", intent: "goodbye" },
  {
    message:
      "Soldiers took my cousin from the gate of 34 Military Hospital this morning, they say he fought one of them over parking. We have not seen him since. Please",
    intent: "urgent",
  },
  { message: "Booking for consultation. Name: Foday Kargbo. Matter: police closed my drug store. Available any morning", intent: "booking" },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "Which areas of law does Kamara Chambers practise?", intent: "services" },
  {
    message: "I'm a UK-based pharmacist planning to invest in a small pharmacy chain in Freetown. I need help structuring the investment",
    intent: "area:business",
  },
  {
    message:
      "The herbalist my aunt went to keeps calling me, saying he will send boys to beat me if I report him. He came to my house yesterday and stood at the gate for an hour",
    intent: "safety",
  },
  { message: "What languages do you speak?", intent: "knowledge:Languages spoken" },
  { message: "abeg a wan si lawyer tumara morning, na bout di clinic lease", intent: "booking" },
  { message: "Want to see a lawyer next week about the nurses who haven't been paid, I'm their rep", intent: "booking" },
  { message: "Wetin na una address, mek a rait am dong", intent: "address" },
  { message: "mi kozin na docta, dem arrest am fo di woman wey die afta caesarean. E don pass 48 hours na station, dem nor charge am. abeg", intent: "urgent" },
  {
    message: "We have a dispute with a foreign company that supplied faulty hospital beds. The contract says arbitration. Can your firm take it on?",
    intent: "area:arbitration",
  },
  {
    message:
      "They've just arrested the hospital's whole cleaning team including my sister over stolen oxygen cylinders. They're all at the station now, about 9 women",
    intent: "urgent",
  },
  { message: "which vaccines does a baby need before 1 year? the clinic nurse was too busy to explain", intent: "off-topic" },
  { message: "how do i reach u after work hours", intent: "contact" },
  { message: "The nurses' agency and our hospital both want someone neutral to settle the unpaid invoices between us", intent: "area:arbitration" },
  { message: "The bank wants our company documents before they give our clinic a loan, and our papers are not in order at all", intent: "area:business" },
  { message: "Half the boxes of IV fluids were missing when the container was opened at the quay. We need to claim for them", intent: "area:shipping" },
  { message: "I'd like to see Mrs Kamara about guardianship of my late sister's baby. She died giving birth last month", intent: "booking" },
  { message: "Looking for help setting up one holding company for my two clinics and the pharmacy", intent: "area:business" },
  { message: "di pikin papa nor de gi wi notin since di pikin sik na ospital. a wan mek e pay fo im pikin", intent: "area:family" },
  { message: "a wan kam una office fo tok wit lawyer bout mi papa lan wey di hospital wan tek", intent: "booking" },
  {
    message: "My boat that brings medical supplies from Conakry for my shop has been arrested at the wharf over the owner's old debt. Help",
    intent: "area:shipping",
  },
  {
    message: "For clinic registration, the Ministry of Health wants our company certificate first. Can your firm do the company registration side?",
    intent: "area:business",
  },
  { message: "I'm in Germany, is there an email I can write to?", intent: "email" },
  {
    message: "If the police call a pharmacist in to ask about drugs, does he have to answer their questions without his lawyer being there?",
    intent: "legal-question",
  },
  { message: "Please review my employment contract with a mission hospital in Bo before I sign it", intent: "area:contract" },
  {
    message: "I'm in London and want to lease my house in Freetown to an NGO that will run a clinic there. Can you handle the tenancy agreement?",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir/Madam, my son, a registered pharmacist in Waterloo, was taken by officers of the drug enforcement unit at about 7 o'clock this morning and he is still being held at the station. We urgently require a lawyer to attend. Yours faithfully, Mrs Y. Sesay-Williams",
    intent: "urgent",
  },
  { message: "wen una de klos ivintaim", intent: "hours" },
  { message: "What does Christiana Thomas do?", intent: "attorney:Christiana Thomas" },
  { message: "ok tank u", intent: "thanks" },
  { message: "What time do you open in the morning? I finish night shift at 8am", intent: "hours" },
  { message: "What documents should I bring to the first meeting?", intent: "knowledge:What to bring" },
  { message: "is parking free near ur office", intent: "knowledge:Parking" },
  { message: "hw mch is d ambulance fee 4 Connaught", intent: "off-topic" },
  { message: "How long do we have to bring a case? My father died after surgery 2 years ago, is it too late now?", intent: "legal-question" },
  { message: "my BP is 160 over 100 this morning, is that dangerous?", intent: "off-topic" },
  { message: "Write a strong letter to the Minister of Health complaining about conditions at the hospitals, for my facebook", intent: "off-topic" },
  { message: "ehm so", intent: "unknown" },
  { message: "help with customs duty exemption for donated hospital goods stuck at the port", intent: "area:shipping" },
  {
    message: "Police beat my husband badly when they arrested him at the clinic. He's out now. We want to sue them for violating his rights",
    intent: "area:criminal",
  },
  { message: "I'm a nurse and can't type much on my break. Is there a number I can ring?", intent: "phone" },
  { message: "Can a keke drop me right at your door?", intent: "knowledge:Parking" },
  {
    message: "pls help police de outside di clinic now dem wan arrest di docta afta di woman die for operation. dem de push am inside dem vehicle",
    intent: "urgent",
  },
  { message: "wi wan arbitrate di dispute wit di contractor wey install di solar na di hospital", intent: "area:arbitration" },
  { message: "Hi there", intent: "greeting" },
  {
    message: "my sister is a nurse and they locked her up at Kenema police since Friday, they say she stole drugs from the ward. nobody is telling us anything",
    intent: "urgent",
  },
  { message: "Write me a speech for International Nurses Day about justice and rights for health workers", intent: "off-topic" },
  { message: "The family land where my grandfather's herbal clinic has stood for 40 years is being sold quietly by my uncles", intent: "area:land" },
  { message: "I want to book a consultation about my mother who died after surgery at a private clinic in Aberdeen", intent: "booking" },
  { message: "Kushe o", intent: "greeting" },
  { message: "wich lawyer de fo lan mata?", intent: "team" },
  { message: "Are your fees high? I am a retired matron on a small pension", intent: "knowledge:Fees" },
  {
    message:
      "Plse im a cleaner at a private clinic, the owner touched me and said if I tell anyone he will hurt my children. He is still in the building. Im scared to go out",
    intent: "safety",
  },
  { message: "can bitter leaf cure diabetes? my grandmother says so", intent: "off-topic" },
  { message: "Reserve me a time to talk with a lawyer, about my landlord and the clinic", intent: "booking" },
  {
    message: "A herbalist has been charged over my friend's death. We are her family and want a lawyer to follow the prosecution for us",
    intent: "area:criminal",
  },
  {
    message:
      "i'm writing from London. my brother runs a pharmacy in Bo and the police detained him yesterday over codeine syrup. he is still inside. I need a lawyer for him today, money is not a problem",
    intent: "urgent",
  },
  {
    message: "If a clinic is not registered at all, can the patient's family still sue it, or only the doctor who did the operation?",
    intent: "legal-question",
  },
  { message: "The two partners in our pharmacy want to settle our quarrel without going to court. Do you do mediation?", intent: "area:arbitration" },
  { message: "Can I talk to someone in Temne? My grandmother doesn't speak English", intent: "knowledge:Languages spoken" },
  { message: "Translate 'the patient has a fever and needs fluids' into Krio for my British colleague", intent: "off-topic" },
  { message: "Can I come in on Thursday to see a lawyer about my salary the hospital hasn't paid since March?", intent: "booking", also: ["area:contract"] },
  { message: "address pls", intent: "address" },
  { message: "I'm a nurse with crazy shifts, which days are you open?", intent: "hours" },
  {
    message: "we want to appeal my cousin's conviction. she's a nurse, convicted of stealing drugs from the ward, we think it's wrong",
    intent: "area:criminal",
  },
  { message: "Hello, anyone there?", intent: "greeting" },
  {
    message: "The landlord padlocked the clinic with all the patients' files inside because of a rent disagreement. We need help getting back in",
    intent: "area:land",
  },
  { message: "If I refuse to give a statement to police about the missing drugs on my ward, can they arrest me for refusing?", intent: "legal-question" },
  { message: "Please assist us in incorporating a company that will run a rural health post in Koinadugu with donor money", intent: "area:business" },
  { message: "Could my husband and I come in together on Wednesday afternoon? It's about the death of our son at the hospital.", intent: "booking" },
  { message: "mi broda komot na cel wit bail, bot dem say e go kot. una de handle kriminal kes?", intent: "area:criminal" },
  { message: "I am a traditional healer, charged with manslaughter after a patient died. I'm on bail now. Do you take such cases?", intent: "area:criminal" },
  { message: "A private hospital owes my company for 2 years of drug supplies. We want to recover the debt", intent: "area:contract" },
  { message: "Do you offer legal aid? The nurses have had no money for months", intent: "knowledge:Fees" },
  {
    message:
      "im in Canada, just got a call that my dad was arrested at his clinic in Freetown a few hours ago, something about registration papers. hes still at the station. can your firm see him today",
    intent: "urgent",
  },
  { message: "The private clinic hasn't paid us nurses for 5 months. There are 11 of us. We want to take action. Can you help?", intent: "area:contract" },
  { message: "Which papers should I carry for the consultation about the clinic lease?", intent: "knowledge:What to bring" },
  {
    message:
      "A de wok cleaner na clinic na Kenema. Oga call police, dem hold mi kolleg Fatu na station tri days now say she tif phone. She nor get moni fo bail. Abeg help am",
    intent: "urgent",
  },
  { message: "How can I reach you?", intent: "contact" },
  { message: "Need a supply agreement drafted between our pharmacy and a wholesaler in Kissy", intent: "area:contract" },
  { message: "Dem kam tek mi pikin papa from di ward las nite, na police. E de na cell now. Wetin una fit do fo am", intent: "urgent" },
  { message: "do u take all kinds of cases?", intent: "services" },
  { message: "The vessel carrying our hospital generator has been arrested for the shipowner's debts. Our cargo is still on board", intent: "area:shipping" },
  { message: "Do you know any clinic in Bo that is hiring cleaners? I need work", intent: "off-topic" },
  { message: "Need a mediator between our hospital board and the doctors' association before this goes any further", intent: "area:arbitration" },
  {
    message: "I was dismissed from the hospital without any letter after 9 years as a cleaner. Am I entitled to any end of service payment?",
    intent: "legal-question",
  },
  { message: "Una open Satde?", intent: "hours" },
  { message: "Do your lawyers speak Krio?", intent: "knowledge:Languages spoken" },
  { message: "Which hospital in Freetown has the best maternity ward? My wife is due in June", intent: "off-topic" },
  { message: "Can you book me an appointment with a gynaecologist at Connaught?", intent: "off-topic" },
  { message: "Abeg o, mi boss wey get di drug store na Calaba Town, dem arrest am dis morning. Dem say na fake medicine. E still de insai", intent: "urgent" },
  { message: "di ospital wan expand an dem say dem go tek part of wi lan. wi get title deed fo am", intent: "area:land" },
  { message: "explain newton's third law, my son has exam tomorrow", intent: "off-topic" },
  {
    message:
      "The hospital called the police on my mother because we could not finish the bill and now they have taken her to the station. She is still there as I write. Please somebody help us",
    intent: "urgent",
  },
  { message: "Write a poem about the doctors and nurses who died fighting Ebola", intent: "off-topic" },
  { message: "Is it lawful for the Pharmacy Board to close my shop without giving me a hearing first?", intent: "legal-question" },
  { message: "una ofis de usai?", intent: "address" },
  { message: "Does your firm do medical negligence or not?", intent: "services" },
  { message: "I don't know where to start", intent: "unknown" },
  { message: "open sunday??", intent: "hours" },
  { message: "how to cure ulcer pain naturally", intent: "off-topic" },
  {
    message:
      "Our private hospital's board is in a mess, the chairman signs all the cheques alone and no meetings are held. We need help with corporate governance",
    intent: "area:business",
  },
  {
    message: "I'm a nurse and the brother of a patient who died is waiting for me outside the ward with a cutlass. Security ran away. What do I do",
    intent: "safety",
  },
  { message: "list of ur services pls", intent: "services" },
  {
    message: "How much compensation would a court give for a patient who lost his leg because of a wrong injection? Roughly, my cousin wants to know",
    intent: "legal-question",
  },
  { message: "email pls, i want to send the clinic lease", intent: "email" },
  { message: "Looking for an arbitrator for a commercial dispute between two diagnostic centres over a shared machine", intent: "area:arbitration" },
  { message: "Can the hospital sue me for the money my late father owed them? I did not sign anything, I only brought him there", intent: "legal-question" },
  { message: "my baby has a rash on his neck since 3 days, which cream should I use", intent: "off-topic" },
  { message: "What's the best way to contact the firm from abroad?", intent: "contact" },
  { message: "Mi landlord say since a tun di shop to clinic, e go dobul di rent. E get rait fo do dat wen di agriment nor don?", intent: "legal-question" },
  { message: "Our catering contract with the hospital ended badly. Both sides agreed to try mediation first. Can you help?", intent: "area:arbitration" },
  { message: "Una de handle ship matter? Wi medikal supplies dem tie na port since tu mont", intent: "area:shipping" },
  { message: "Our company imports hospital beds. We want to bring in a Lebanese partner and need the shareholding drafted", intent: "area:business" },
  { message: "Do you have senior lawyers there or only juniors? My case is serious, a death at the hospital", intent: "team" },
  {
    message:
      "The pharmacy owner I complained about sent two men who waited for me after work and said next time they will break my legs. I'm afraid to go home tonight",
    intent: "safety",
  },
  {
    message: "Mi broda in law dem gi mi warning: if a tok how dem kill mi sista na ospital, dem go do mi sem tin. Dem de watch mi os since two days",
    intent: "safety",
  },
  { message: "later", intent: "goodbye" },
  {
    message: "Is the surgeon criminally responsible if the patient died because the hospital generator went off in the middle of the operation?",
    intent: "legal-question",
  },
  { message: "Is Ibrahim Jalloh a good criminal lawyer? My friend mentioned him", intent: "attorney:Ibrahim Jalloh" },
  { message: "Our pharmacy was raided last month and now I've been summoned to court for selling unregistered drugs", intent: "area:criminal" },
  { message: "Kindly let me know how I may communicate with your chambers.", intent: "contact" },
  { message: "conveyancing please for a property we are buying in Lungi for a maternity home", intent: "area:land" },
  {
    message: "we won an arbitration award against the construction company that built the clinic. now they refuse to pay. need help enforcing it",
    intent: "area:arbitration",
  },
  {
    message:
      "My sister died in childbirth at Princess Christian Maternity Hospital. Her husband wants to take the baby to Guinea and we think he won't care for her. We want custody. Do you handle this?",
    intent: "area:family",
  },
  { message: "Defence lawyer needed for my husband, accused of assaulting a doctor, hearing at the Pademba Road court in two weeks", intent: "area:criminal" },
  { message: "I would like an appointment to discuss making a will. I am in hospital but should be discharged on Friday", intent: "booking" },
  {
    message: "Our hospital board would like to meet one of your lawyers about a dispute with the contractor who built the new wing. Please propose dates.",
    intent: "booking",
    also: ["area:arbitration"],
  },
  { message: "Wetin di law tok if nurse dem strike becos dem nor pay we? Dem fit sack all of we?", intent: "legal-question" },
  { message: "Pls usai a fit do free HIV test na Freetown", intent: "off-topic" },
  { message: "Set me up with someone this week please, pharmacy licence problem", intent: "booking" },
  {
    message:
      "pls help my husband beat me again last night because I worked night shift at the hospital. he says he will kill me when he comes back. im hiding in the staff room",
    intent: "safety",
  },
  { message: "I own a clinic. What services do you offer to businesses like mine?", intent: "services", also: ["area:business"] },
  { message: "wat r my rights if the hospital sack me coz im pregnant", intent: "legal-question" },
  { message: "tenki", intent: "thanks" },
  { message: "Is the office open over lunch time?", intent: "hours" },
  {
    message:
      "My wife died after a routine operation at a private hospital in Freetown. Nobody explained the risks to us before. If we take them to court, will we win?",
    intent: "legal-question",
  },
  { message: "the other shareholder in our clinic company is taking all the profit and not showing accounts. need help", intent: "area:business" },
  { message: "plz plz my son still in police cell frm last nite, fight at hosp. he hav asthma. need lawyer now", intent: "urgent" },
  { message: "Good evening", intent: "greeting" },
  { message: "Good morning. Kindly state your working hours and days.", intent: "hours" },
  { message: "Pls tell me di symptoms fo typhoid", intent: "off-topic" },
  { message: "Is Ebola back in Sierra Leone? People in Kenema are saying so", intent: "off-topic" },
  { message: "pls book me with the lawyer who handles employment matters, monday if possible", intent: "booking" },
  {
    message: "The shipping company delivered our X-ray machine to Monrovia instead of Freetown and now wants us to pay to bring it back",
    intent: "area:shipping",
  },
  {
    message: "After 15 yrs as hospital driver they retired me with nothing, not one cent. Is there no gratuity in the law for people like me?",
    intent: "legal-question",
  },
  { message: "How do I get to you from Connaught Hospital?", intent: "address" },
  { message: "hey", intent: "greeting" },
  {
    message: "I am a traditional healer in Tonkolili for 30 years. Is it against the law now to treat people without a licence from the ministry?",
    intent: "legal-question",
  },
  { message: "Thank you very much for your assistance.", intent: "thanks" },
  { message: "How do I get in touch with a lawyer? I'm at the hospital with my mum and can't leave", intent: "contact" },
  { message: "Hello", intent: "greeting" },
  { message: "Which pharmacy is open 24 hours near Lumley?", intent: "off-topic" },
  {
    message:
      "Doctor here. The family of a man who died after his operation has been sending me death threats on WhatsApp all week, and today they came to my clinic with sticks. My staff are terrified to open tomorrow.",
    intent: "safety",
  },
  {
    message:
      "my uncle locked me in the room since yesterday because I refused to marry the man who paid my hospital bill. please help me I am using my cousin's phone",
    intent: "safety",
  },
  { message: "I'm a nurse on night shifts. Could I get a 4pm slot next week, any day?", intent: "booking" },
  {
    message:
      "Brother in law held at Bo police station 2 nights now after a fight at the government hospital. They're asking us for money to release him. What do we do right now",
    intent: "urgent",
  },
  { message: "What kind of cases does your firm take?", intent: "services" },
  { message: "Na Kenema police dem hol mi wef. She na nurse. Dem say she gi patient rong injection. Since Monday. Mi nor sabi wetin fo do", intent: "urgent" },
  { message: "My father uses a wheelchair since his operation. Can the car drop him close to the office?", intent: "knowledge:Parking" },
  { message: "my baby father denies the child even after the hospital DNA test came back. I need him to pay maintenance", intent: "area:family" },
  { message: "Is this a law firm for everything or only some kinds of problems?", intent: "services" },
  { message: "Di patient famili dem de threaten fo kill me. Dem say na me kill dem mama na theatre. Dem de outside mi os now now", intent: "safety" },
  { message: "ok bye for now", intent: "goodbye" },
  { message: "How many government hospitals are in Sierra Leone?", intent: "off-topic" },
  { message: "wetin na di price of insulin na pharmacy dem nowadays?", intent: "off-topic" },
  {
    message:
      "Dear Sirs, I should like to arrange a meeting at your chambers regarding the registration of a small maternity clinic in Wellington. Kindly advise a convenient date. Regards, Dr E. Cole",
    intent: "booking",
  },
  { message: "Thank you", intent: "thanks" },
  { message: "Explain the difference between civil law and common law for my essay at Fourah Bay", intent: "off-topic" },
  {
    message: "Do I have a case against the hospital that gave my daughter the wrong blood? She survived but she is still weak after 2 months",
    intent: "legal-question",
  },
  {
    message:
      "police hold my husband at Kissy station since 2am. he fought the hospital security when they refused to let us take our baby home. pls what do i do now",
    intent: "urgent",
  },
  {
    message: "My brother was charged after a fight at the hospital. Will he go to prison or just pay a fine? It's the first time he has ever been in trouble",
    intent: "legal-question",
  },
  {
    message: "my son is 16 and he has been in police custody since saturday after a fight in the hospital waiting room. they won't even let me see him",
    intent: "urgent",
  },
  { message: "can i meet a lawyer on a saturday? i'm on the ward all week", intent: "booking" },
  { message: "What is the best medicine for malaria for a 5 year old? The clinic near us is closed", intent: "off-topic" },
  { message: "a wan rejista mi drug store as biznes. na mi one get am. una de du am?", intent: "area:business" },
  { message: "mi lan na Hastings, sombodi bil clinic pan am wit fek paper", intent: "area:land" },
  { message: "Do you have a landline or mobile I can call from the UK?", intent: "phone" },
  { message: "I'm a cleaner, I can't pay plenty at once. Can I pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "I'm a nurse, separated, and my ex hasn't paid anything for our two children since I lost my job at the clinic. I need help getting maintenance from him",
    intent: "area:family",
  },
  { message: "The nurses arrested during the strike were released but charged with unlawful assembly. We need a defence", intent: "area:criminal" },
  { message: "di ship wey kari wi drugs don rich bot dem nor gi wi di cargo. shipping line say pay demurrage", intent: "area:shipping" },
  {
    message:
      "The church that runs the clinic next to us is occupying my late father's land. They say he gave it to them but there are no papers. We want help with the land",
    intent: "area:land",
  },
  { message: "Apart from criminal matters, wetin else una sabi du?", intent: "services" },
  { message: "What's your email address?", intent: "email" },
  {
    message: "pls hurry, police are at our house right now to take my brother, they say he beat the lab technician. he is hiding inside and they are knocking",
    intent: "urgent",
  },
  { message: "Dem de beat mi broda outside di hospital now now, na di patient famili. Police nor kam yet", intent: "safety" },
  { message: "my stepfather beat my mother and she is in the hospital now. he just called saying he is coming to the ward to finish her", intent: "safety" },
  { message: "wetin na di we fo kontakt una", intent: "contact" },
  {
    message: "Is a verbal agreement with a locum doctor binding? He now says we owe him for 3 months of weekend cover we never agreed in writing",
    intent: "legal-question",
  },
  { message: "Would I be liable if a patient reacts badly to drugs I sold against a proper prescription?", intent: "legal-question" },
  {
    message: "There is a man in the waiting room of our clinic with a knife saying he will kill the doctor. We have locked ourselves in the consulting room",
    intent: "safety",
  },
  {
    message: "The security guards at the hospital haven't had salary since January. Our company says the hospital hasn't paid them. I'm one of the guards",
    intent: "area:contract",
  },
  {
    message: "my husband married another wife with the money I sent him while nursing in the UK. I want to end the marriage properly and get my share",
    intent: "area:family",
  },
  { message: "Dispute with the insurer over hospital claims, our contract has an arbitration clause. Looking for a firm", intent: "area:arbitration" },
  { message: "Dem sak ol wi klina dem na di clinic an nor pey wi las mont. Una fit help wi?", intent: "area:contract" },
  { message: "Abeg, mi man de beat mi evri day, now e don wound mi ed. A de na di clinic now bot e say e de kam fo me", intent: "safety" },
  { message: "One of the directors of our medical supply company died and we need to change the directors and shares officially", intent: "area:business" },
  {
    message:
      "Please what are my rights if the landlord of our clinic wants to throw us out before the lease is finished? We paid 3 years in advance and have 14 months left",
    intent: "legal-question",
  },
  { message: "My son's case for fighting at Connaught is in the magistrate court on Monday. Can one of your lawyers defend him?", intent: "area:criminal" },
  { message: "What would it cost for a lawyer to handle my mother's case with the hospital?", intent: "knowledge:Fees" },
  {
    message: "Three of us doctors want to open a private clinic together in Lumley. We need a shareholder agreement before we put money in",
    intent: "area:business",
  },
  { message: "The title deed for the plot we bought for the clinic can't be found at the Ministry of Lands. Can you trace it?", intent: "area:land" },
  {
    message: "Grandma passed at Kenema government hospital. She left a written will but my uncle says it's fake and is collecting rent from her houses. Help",
    intent: "area:family",
  },
  {
    message:
      "My uncle was arrested at the hospital about an hour ago, he slapped a nurse who insulted his wife in labour. He's at the station right now. Can someone from your office go there?",
    intent: "urgent",
  },
  { message: "Abeg una fit setul wi an di lab kompani outsai kot? wi nor wan go kot", intent: "area:arbitration" },
  { message: "Do you work on Independence Day, 27 April?", intent: "hours" },
  { message: "Tell me a joke to cheer up my mother in hospital", intent: "off-topic" },
  { message: "Abeg wetin a fo do fo bele ach wey nor de stop since yestade", intent: "off-topic" },
  { message: "what's the dose of tramadol for back pain", intent: "off-topic" },
  { message: "r u open 2day? its a holiday but i need help wit my hsptl issue", intent: "hours" },
  { message: "wetin a go bring wen a de kam?", intent: "knowledge:What to bring" },
  { message: "Which street are your chambers on? I'm travelling from Kenema on Tuesday", intent: "address" },
  {
    message:
      "i escaped from the traditional healer's compound where they tied me for 'treatment'. they are searching for me now. I'm at a friend's house in Makeni",
    intent: "safety",
  },
  { message: "My wife is a midwife and she has filed for divorce after 12 yrs. I need a lawyer on my side", intent: "area:family" },
  { message: "Our nurses' quarters were attacked tonight, men broke in and beat two of the girls. They're still around outside shouting", intent: "safety" },
  {
    message: "Our clinic and the medical equipment supplier signed a contract that says disputes go to arbitration. Can you represent us?",
    intent: "area:arbitration",
  },
  {
    message: "Na today today o! Dem don hold mi papa na Waterloo station ova di quarrel wi get wit di hospital cashier. Im old, im nor fit sleep pan cement",
    intent: "urgent",
  },
  { message: "Who are the lawyers at Kamara Chambers?", intent: "team" },
  { message: "How do I schedule a meeting? The partners in our clinic want to split and we need to sit with someone", intent: "booking" },
  { message: "Should I bring my hospital records and the bill with me?", intent: "knowledge:What to bring" },
  { message: "I want to change the guardian named in my will. I'm having heart surgery next month and want everything in order before", intent: "area:family" },
  { message: "Who are the partners of the firm?", intent: "team" },
  { message: "mk apntmnt 4 me pls. hsptl mttr", intent: "booking" },
  { message: "Officers are at the pharmacy door now with a paper, they are taking my husband away. Please call me back", intent: "urgent" },
  { message: "hw lng r u opn on fridays", intent: "hours" },
  { message: "What grades in WASSCE do I need to enter nursing school?", intent: "off-topic" },
  { message: "Are you open on Eid ul-Fitr or closed?", intent: "hours" },
  { message: "Thanks a lot, that helps", intent: "thanks" },
  { message: "Enforcing a foreign arbitration award against a pharmaceutical distributor in Freetown, do you do this?", intent: "area:arbitration" },
  {
    message: "The landlord of our clinic building wants to end our lease 2 years early because someone offered him more. Can you help us?",
    intent: "area:land",
  },
  { message: "until what time can I come? I leave the ward at 4:30 and need maybe 20 mins to get there", intent: "hours" },
  { message: "The distributor broke our exclusive supply deal and started selling the same drugs to our competitor across the road", intent: "area:contract" },
  { message: "Can you recommend a good dentist? My tooth is killing me", intent: "off-topic" },
  { message: "What are your office hours please", intent: "hours" },
  { message: "una sabi Mende?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Can a hospital legally keep my mother in the ward because we have not finished paying the bill? The doctor discharged her 5 days ago but the cashier says she cannot leave",
    intent: "legal-question",
  },
  {
    message: "Need help with custody. My ex is a pharmacist and tells everybody that because I am only a cleaner I cannot raise our daughter",
    intent: "area:family",
  },
  { message: "Goodbye, have a blessed day", intent: "goodbye" },
  { message: "Contact details please", intent: "contact" },
  { message: "is it safe to take paracetamol and amoxicillin together", intent: "off-topic" },
  { message: "Dem de follow mi sista since she report di docta wey abuse am. Today e wait am na im school gate an tok say e go do am bad", intent: "safety" },
  { message: "Do contract nurses have the same rights as permanent staff when the hospital ends their contracts early?", intent: "legal-question" },
  { message: "una get WhatsApp?", intent: "phone" },
  { message: "Nurse here. they dismissed me for 'misconduct' without any hearing. need help with my case", intent: "area:contract" },
  {
    message: "My late husband's family says the payout from his hospital's staff insurance belongs to them, not me and the kids. Who is right?",
    intent: "legal-question",
  },
  { message: "which email for consultations", intent: "email" },
  {
    message: "We chartered a vessel to bring medical aid from Europe and the owner is now demanding extra hire. Do you handle charter disputes?",
    intent: "area:shipping",
  },
  {
    message: "They kept my sister in the maternity ward for 2 weeks after delivery because of the bill. Is that false imprisonment under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "una de opin erli monin? lek 7?", intent: "hours" },
  {
    message:
      "Good evening. My husband, a nurse anaesthetist, has been detained at CID headquarters since yesterday following the death of a patient after surgery. He has not been charged with anything. We need representation immediately.",
    intent: "urgent",
  },
  { message: "hmm", intent: "unknown" },
  { message: "Is the office still open now? it's 5:15", intent: "hours" },
  {
    message: "Pharmacist here. Police questioned me last week about codeine and let me go, now they say I'm charged. I need representation",
    intent: "area:criminal",
  },
  { message: "Are you open between Christmas and New Year?", intent: "hours" },
  {
    message:
      "the traditional healer in our village was arrested this morning after a patient died in his compound. he is in the cell in Makeni. he is my uncle, we need lawyer fast",
    intent: "urgent",
  },
  { message: "I need a doctor's sick note for my job, can you write one for me", intent: "off-topic" },
  { message: "Which of your lawyers deals with employment things, like nurses' pay?", intent: "team" },
  { message: "Is there anyone in your chambers who handles wills and probate?", intent: "team" },
  { message: "Tell me about your team please", intent: "team" },
  { message: "Do I need my ID and my employment letter for the meeting?", intent: "knowledge:What to bring" },
  { message: "How many lawyers work in your firm?", intent: "team" },
  { message: "How much is a consultation?", intent: "knowledge:Fees" },
  {
    message: "We want to adopt a baby girl who was abandoned at the hospital where I work. She's been with us 4 months. Who can help with the adoption?",
    intent: "area:family",
  },
  { message: "Need a lawyer for the bank loan our maternity home is taking, they want security over the company", intent: "area:business" },
  { message: "Mi English nor tu gud. A fit tok Krio wit una lawyer?", intent: "knowledge:Languages spoken" },
  { message: "A go lek fo si una lawyer fo sidom tok. Mi mama de na ospital an wi get wahala wit di bill", intent: "booking" },
  { message: "recipe for cassava leaf stew please, my mother in law is coming out of hospital", intent: "off-topic" },
  {
    message: "My brother was released on bail yesterday after the fight at the hospital. His court date is next week. We need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "Wan mek appointment. Ospital sak mi.", intent: "booking" },
  {
    message:
      "Someone is sending threats to my mum who's a midwife in Kailahun. Last night they wrote on her door that she will die this week. I'm in Germany and can't do anything from here, please",
    intent: "safety",
  },
  { message: "Can I send my hospital documents by email? To which address?", intent: "email" },
  { message: "Kindly provide the e-mail address for correspondence.", intent: "email" },
  {
    message: "A mob is gathering outside our pharmacy saying we sold poison to a child. They are throwing stones at the shutters. We are locked inside",
    intent: "safety",
  },
  { message: "wetin una de du?", intent: "services" },
  { message: "someone keeps following me home from the hospital every night. he knows my shift times. tonight he was at my gate again", intent: "safety" },
  { message: "my problem", intent: "unknown" },
  { message: "A nurse rented my room 2 years ago, hasn't paid for 8 months and won't leave. I want her out properly", intent: "area:land" },
  { message: "Can I call you? Whats the number", intent: "phone" },
  { message: "customs seized our pharmacy consignment at the port saying the documents are wrong. need a shipping lawyer", intent: "area:shipping" },
  { message: "The shipment of vaccine fridges arrived damaged at the port. We need to make a cargo claim against the carrier", intent: "area:shipping" },
  { message: "When is the next Pharmacy Board registration exam and how do I apply?", intent: "off-topic" },
  { message: "Where can I park? I'll be driving straight from the hospital", intent: "knowledge:Parking" },
  { message: "What should I prepare before coming in?", intent: "knowledge:What to bring" },
  {
    message:
      "Dear Sir, an ambulance donated to our hospital by a Dutch charity is stuck in port clearance since January. We require assistance with the port authorities.",
    intent: "area:shipping",
  },
  { message: "The contractor we paid to renovate the clinic has disappeared with half the job undone and half the money", intent: "area:contract" },
  {
    message: "mi landlord trow mi an mi 3 pikin dem comot na di os tonite because a nor pay rent since a lose mi clinic wok. we de na street now na Kissy",
    intent: "safety",
  },
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  {
    message:
      "my dad was kept in police custody 9 days without charge over the death at his clinic. he's released now. we want to take action, do you handle that?",
    intent: "area:criminal",
  },
  { message: "names of ur attorneys pls", intent: "team" },
  { message: "A go kam bak leta", intent: "goodbye" },
  {
    message: "police are arresting my wife right now at the pharmacy where she works, they say she sold expired drugs. what do i do this minute",
    intent: "urgent",
  },
  { message: "Our cleaning firm's contract with the hospital was ended without the 3 months notice written in it", intent: "area:contract" },
  { message: "who won the Leone Stars match yesterday?", intent: "off-topic" },
  { message: "a wan lawyer fo draft agriment between mi an di docta wey go wok na mi clinic", intent: "area:contract" },
  { message: "Mi oga sak mi from di pharmacy bikos a sik. 6 yia a wok de. A wan help", intent: "area:contract" },
  { message: "Boundary disagreement with the government hospital that shares a fence with my compound", intent: "area:land" },
  { message: "I run a small clinic as a sole trader and want to turn it into a limited company", intent: "area:business" },
  { message: "What's the exchange rate dollar to leone today", intent: "off-topic" },
  {
    message: "The hospital held my mother for 3 weeks over the bill. She is home now and we want to bring a human rights claim against them",
    intent: "area:criminal",
  },
  { message: "My diagnostic lab has an investor from Ghana who wants 30%. I need help with the investment paperwork", intent: "area:business" },
  { message: "we need a service agreement for our lab's contract with two NGOs", intent: "area:contract" },
  {
    message: "Mama paid a herbalist 5,000 leones and he promised to cure her. She got worse. Can we get the money back by law or is it lost?",
    intent: "legal-question",
  },
  {
    message: "My father is very ill in hospital and wants to make his will before it is too late. Can a lawyer from your office help with it?",
    intent: "area:family",
  },
  { message: "Help. Boys sent by the man who owns our clinic building are smashing the doors now, we are inside with patients", intent: "safety" },
  {
    message: "am i allowed to open a pharmacy in my name if im not a registered pharmacist myself? my cousin is one and will work there",
    intent: "legal-question",
  },
  { message: "The port charges on our medical cargo are crazy, storage fees every day. Can a lawyer take it up with them?", intent: "area:shipping" },
  { message: "Dem don lok mi man na cell sinse Satde. E go na ospital fo visit im mama, e fight wit di getman. Up til now dem nor lef am", intent: "urgent" },
  { message: "my ex came to the hospital where I work and threatened to throw acid on me. he's still hanging around the gate", intent: "safety" },
  {
    message:
      "I'm typing for my neighbour who can't read. Her son has been in custody at Eastern Police since yesterday after a fight at the hospital where his child died. She is crying at my door",
    intent: "urgent",
  },
  {
    message:
      "My dad's a pharmacist. Police took him in for questioning at 10am and he still hasn't come out, they took his phone too. Is there a lawyer who can go to the station now?",
    intent: "urgent",
  },
  { message: "...", intent: "unknown" },
  {
    message:
      "They have had my father in the cell at Ross Road since Tuesday. He is the night watchman at a clinic and some drugs went missing. He is 63, diabetic, and they won't let us pass him his tablets",
    intent: "urgent",
  },
  { message: "Will it rain in Freetown tomorrow? I have hospital appointment at 8", intent: "off-topic" },
  { message: "???", intent: "unknown" },
  {
    message:
      "my husband put me and the children out at midnight after I told him the hospital result. we are outside in the rain in Kissy and I don't know where to go",
    intent: "safety",
  },
  { message: "If this chat closes how will I find you again?", intent: "contact" },
  {
    message: "A reefer container with insulin was left unplugged at the port for 3 days. Everything spoiled. We need to file a claim",
    intent: "area:shipping",
  },
  {
    message:
      "the hospital gateman slapped me and said if I come back for my salary he will finish me. he has a cutlass in his hut and he's watching me from there",
    intent: "safety",
  },
  { message: "We'd prefer mediation rather than court with the hospital that owes our cleaning company. Do you arrange that?", intent: "area:arbitration" },
  { message: "What can your lawyers do for a nurses' association like ours?", intent: "services" },
  { message: "Una get uman lawyer dem de?", intent: "team" },
  { message: "Which WhatsApp number can I send the hospital documents to?", intent: "phone" },
  {
    message:
      "Help. my boyfriend is locked up at Congo Cross since Sunday night. He argued with the doctor he blames for his mum's death and pushed him. The OC says he stays until Monday",
    intent: "urgent",
  },
  { message: "I'm a locum doctor. The hospital won't honour the rate we agreed in my contract. Need help enforcing it", intent: "area:contract" },
  { message: "I want to register a company for my pharmacy in Waterloo. Do you do that?", intent: "area:business" },
  { message: "I need a lease drafted to rent my building to a dental clinic for 5 years", intent: "area:land" },
  { message: "tnx", intent: "thanks" },
  { message: "Good morning", intent: "greeting" },
  { message: "Do you do video consultations? I'm in the UK and my mother's case with the hospital is in Freetown", intent: "booking" },
  { message: "Who is your lawyer for criminal cases?", intent: "team" },
  { message: "Much appreciated!", intent: "thanks" },
  { message: "landlord raise the rent on our clinic 3 times this year. we need lawyer fo di lease", intent: "area:land" },
  {
    message: "Your office did a mediation for my cousin's business last year. We need the same for a quarrel between the partners of our clinic",
    intent: "area:arbitration",
  },
  {
    message:
      "Hello, my brother was taken by police from the Emergency hospital at Goderich last night. He was only visiting a friend and got dragged into a fight. He is still detained",
    intent: "urgent",
  },
  { message: "Hawa Turay na di wan wey de du will mata?", intent: "attorney:Hawa Turay" },
  { message: "Do you sell face masks and gloves? Our clinic ran out", intent: "off-topic" },
  { message: "mi papa die na ospital las wik, e nor mek will. im broda dem don tek ol tin, even di os. we nid help wit di inheritance", intent: "area:family" },
  { message: "Doctor charged over the death of a patient; trial starts next month. Looking for criminal defence counsel", intent: "area:criminal" },
  {
    message:
      "The military police have held my nephew at Wilberforce Barracks since Friday. He quarrelled with an officer at the military hospital pharmacy. The family is desperate, we are not allowed in",
    intent: "urgent",
  },
  { message: "Is Mrs Fatmata Kamara in the office today?", intent: "attorney:Fatmata Kamara" },
  { message: "Di ospital sieze mi broda in law im ID card an phone til wi pay. Dem get rait fo do dat?", intent: "legal-question" },
  { message: "URGENT!! CID dey na me pharmacy now, dem say dem go carry me go station ova tramadol. Dem don tek me phone. Wetin a go do", intent: "urgent" },
  {
    message: "Police jus kam tek mi broda from Ola During hospital wey e de watch im sick pikin. Dem say e fight security. E still de na di station",
    intent: "urgent",
  },
  { message: "How di bodi?", intent: "greeting" },
  { message: "m bro n cel at lumley polic stshn sinc lst nyt. fyt at hsptl. hw 2 gt hm out", intent: "urgent" },
  { message: "Is your office on Siaka Stevens Street? I'm coming from the east end", intent: "address" },
  {
    message:
      "My mother is a traditional birth attendant. Police came this afternoon and took her away because a baby died. She is in the cell in Port Loko. Please what do we do",
    intent: "urgent",
  },
  { message: "Please fix an appointment for me with Mr Jalloh. My brother's case about the pharmacy raid is in court next month", intent: "booking" },
  { message: "Help me with my nursing school assignment on the law of consent and the Hippocratic oath, 1000 words", intent: "off-topic" },
  { message: "Is it possible to meet a lawyer at lunch time? I can only leave the ward between 1 and 2", intent: "booking" },
  {
    message: "Help now! Police bundled my uncle into a van outside the clinic after the argument about the bill. They're taking him to the station as I type",
    intent: "urgent",
  },
  { message: "we de import syringes. di shipping agent lost di bill of lading an di goods stuck na di quay", intent: "area:shipping" },
  { message: "una get ples fo pak moto?", intent: "knowledge:Parking" },
  { message: "I want to study medicine abroad, which university is best and cheapest", intent: "off-topic" },
  { message: "how much is a bag of rice in Freetown now", intent: "off-topic" },
  { message: "I signed a consent form before my operation. Does that mean I cannot claim anything now that it went wrong?", intent: "legal-question" },
  {
    message: "Mi sista in law die afta operation. Now im pikin dem nor get natin. Dem papa famili wan tek di os. Una de handle dis kain tin?",
    intent: "area:family",
  },
  { message: "a de na police station now. dem say a go sleep ya tonite. na mi bin fight di nurse wen she slap mi mama. help mi", intent: "urgent" },
  { message: "Need my uncle's bail conditions changed, the terms stop him visiting his wife in hospital", intent: "area:criminal" },
  { message: "can police search my pharmacy and carry boxes away without showing me any warrant?", intent: "legal-question" },
  { message: "We need to renew the tenancy for our pharmacy shop and the landlord keeps playing games with us", intent: "area:land" },
  { message: "I'm 7 months pregnant and my feet are swollen, is that normal?", intent: "off-topic" },
  { message: "Dispute with my neighbour who now says the back wall of our pharmacy is on his land", intent: "area:land" },
  { message: "Do you handle cases involving hospitals and clinics at all?", intent: "services" },
  {
    message: "Container of oxygen concentrators dropped in the water during offloading at the quay. The insurer won't pay. We want to claim",
    intent: "area:shipping",
  },
  { message: "Mi oga, police hol mi pikin na Waterloo since day break. E bin de na di pharmacy wen dem raid am. E nor sabi notin bout dat", intent: "urgent" },
  {
    message: "Probate for my late mum's estate, she died at Choithram in March. I live in Maryland. Can your firm handle it while I'm abroad?",
    intent: "area:family",
  },
  { message: "The hospital took our oxygen cylinders on credit in 2023 and still won't pay the invoice", intent: "area:contract" },
  { message: "Before I explain my problem, what type of matters do you deal with?", intent: "services" },
  { message: "I want to buy a plot in Waterloo to build a health centre. I need a proper title search first", intent: "area:land" },
  { message: "una get email?", intent: "email" },
  { message: "What is your phone number?", intent: "phone" },
];
